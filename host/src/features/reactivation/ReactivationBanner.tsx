import { memo, useState } from 'react';

import { useMeta, useReplaceSubscriptions } from '@beacon/api';
import { formatRecurringPrice } from '@beacon/platform';
import { Button, Modal } from '@beacon/ui';

import styles from './reactivation.module.css';
import { useReactivationCandidate } from './use-reactivation-candidate';

export const REACTIVATION_SUCCESS = 'Your subscription was successfully reactivated.';
export const reactivationFailure = (phone: string) =>
  `Something went wrong. Please call ${phone} to reactivate your subscription.`;

type Step = 'banner' | 'confirm' | 'success' | 'failure';

/** The re-activate-subscription banner and its "Confirm Reactivation" flow (spec §2.3, §4, §8). */
export const ReactivationBanner = memo(function ReactivationBanner() {
  const candidate = useReactivationCandidate();
  const replace = useReplaceSubscriptions();
  const phone = useMeta('support.phone_display');
  const [step, setStep] = useState<Step>('banner');

  if (!candidate && step === 'banner') return null;
  const price = candidate ? formatRecurringPrice(candidate.plan) : '';

  function confirm() {
    if (!candidate) return;
    replace.mutate([candidate.id], {
      onSuccess: (result) => setStep(result.error ? 'failure' : 'success'),
      onError: () => setStep('failure'),
    });
  }

  return (
    <>
      {candidate ? (
        <div className={styles.banner} role="region" aria-label="Reactivate your subscription">
          <p>Your premium membership was canceled. Reactivate it for {price}.</p>
          <Button type="button" onClick={() => setStep('confirm')}>
            Reactivate
          </Button>
        </div>
      ) : null}
      {step === 'confirm' ? (
        <Modal
          title="Confirm Reactivation"
          variant="header"
          actionLabel={replace.isPending ? 'Reactivating…' : 'Reactivate'}
          actionDisabled={replace.isPending}
          onAction={confirm}
          onClose={() => setStep('banner')}
        >
          <p>Your premium membership will be reactivated for {price}.</p>
        </Modal>
      ) : null}
      {step === 'success' ? (
        <Modal title="Subscription Reactivated" onClose={() => setStep('banner')} cancelLabel="Close">
          <p>{REACTIVATION_SUCCESS}</p>
        </Modal>
      ) : null}
      {step === 'failure' ? (
        <Modal title="Reactivation Failed" onClose={() => setStep('banner')} cancelLabel="Close">
          <p>{reactivationFailure(typeof phone.data === 'string' ? phone.data : 'Member Care')}</p>
        </Modal>
      ) : null}
    </>
  );
});
