import { Link } from '@beacon/react-router';

import { paths } from '@beacon/platform';
import type { PurchaseState } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';

const DARK_WEB_MONITORING: PurchaseState = { requiredItem: 'dark_web_monitoring' };

/** What a member without identity or dark web monitoring is offered (the plan's limit is 0). */
export function ProductOffer() {
  return (
    <div className={identity.stack}>
      <p className={identity.text}>
        Dark web monitoring watches the dark web and data breaches for your e-mails, phones, usernames and cards.
      </p>
      <Link className={identity.primaryLink} to={paths.purchase} state={DARK_WEB_MONITORING}>
        Get Dark Web Monitoring
      </Link>
    </div>
  );
}
