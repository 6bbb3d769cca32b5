import { PurchaseLink, type PurchaseState } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';

const DATA_MONITORING: PurchaseState = { requiredItem: 'data_monitoring', reason: 'product' };

/** What a member without data monitoring is offered instead of the watch (the API answers 402). */
export function WatchOffer() {
  return (
    <div className={identity.stack}>
      <p className={identity.text}>
        Sex Offender Watch is part of data monitoring: save your home, work and school addresses and see the registered
        offenders around each, with an alert when one moves in.
      </p>
      <PurchaseLink className={identity.primaryLink} purchase={DATA_MONITORING}>
        Get Data Monitoring
      </PurchaseLink>
    </div>
  );
}
