import { paymentRequiredOf, requiredItemOf, usePatchRecord } from '@beacon/api';
import { Button, usePurchaseRedirect } from '@beacon/ui';

import styles from './record-view.module.css';

export interface UpgradeCardProps {
  recordId: number;
  title: string;
  requiredItem: string;
  /** whose report it is ("Jane Doe"), for the purchase page */
  subject?: string;
}

/**
 * A locked section (spec §4): upgrading sets the record's isPremium, which unlocks every premium section. Without a
 * premium balance the server answers 402 and the member goes to the purchase path for the item it names, coming back
 * to this report once paid.
 */
export function UpgradeCard({ recordId, title, requiredItem, subject }: UpgradeCardProps) {
  const toPurchase = usePurchaseRedirect();
  const upgrade = usePatchRecord();

  function start() {
    upgrade.mutate(
      { recordId, patch: { isPremium: true } },
      {
        onError: (error) => {
          const required = paymentRequiredOf(error, 'premium-sections', requiredItem);
          if (required) {
            toPurchase({ ...required, recordId, subject });
            return;
          }
          console.error('Upgrade to premium failed', error);
        },
      },
    );
  }

  return (
    <div className={styles.upgrade}>
      <p>The {title} section is part of the Premium Report. Upgrade this report to see it.</p>
      <Button onClick={start} disabled={upgrade.isPending}>
        Upgrade to Premium
      </Button>
      {upgrade.isError && requiredItemOf(upgrade.error) === undefined ? (
        <p className={styles.inlineError} role="alert">
          The upgrade did not go through. Please try again.
        </p>
      ) : null}
    </div>
  );
}
