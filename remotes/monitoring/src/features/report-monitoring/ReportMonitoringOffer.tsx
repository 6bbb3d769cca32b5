import { PurchaseLink, type PurchaseState } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';

const DATA_MONITORING: PurchaseState = { requiredItem: 'data_monitoring', reason: 'product' };

/** What a member without data monitoring is offered: the purchase page, asked for the product that grants it. */
export function ReportMonitoringOffer() {
  return (
    <div className={identity.stack}>
      <p className={identity.text}>
        Report monitoring tells you when a person or address report changes: a new address or phone number, relatives,
        residents and neighbors, or a registered sex offender nearby.
      </p>
      <PurchaseLink className={identity.primaryLink} purchase={DATA_MONITORING}>
        Get Report Monitoring
      </PurchaseLink>
    </div>
  );
}
