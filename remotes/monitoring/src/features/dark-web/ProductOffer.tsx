import { PurchaseLink, type PurchaseState } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';

const DARK_WEB_MONITORING: PurchaseState = { requiredItem: 'dark_web_monitoring', reason: 'product' };

/** What a member without identity or dark web monitoring is offered (the plan's limit is 0). */
export function ProductOffer() {
  return (
    <div className={identity.stack}>
      <p className={identity.text}>
        Dark web monitoring watches the dark web and data breaches for your e-mails, phones, usernames and cards.
      </p>
      <PurchaseLink className={identity.primaryLink} purchase={DARK_WEB_MONITORING}>
        Get Dark Web Monitoring
      </PurchaseLink>
    </div>
  );
}
