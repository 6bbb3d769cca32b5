import { Link } from '@beacon/react-router';

import { paths } from '@beacon/platform';
import type { PurchaseState } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';

const DATA_MONITORING: PurchaseState = { requiredItem: 'data_monitoring' };

/** What a member without data monitoring is offered: the purchase page, asked for the product that grants it. */
export function ReportMonitoringOffer() {
  return (
    <div className={identity.stack}>
      <p className={identity.text}>
        Report monitoring tells you when a person or address report changes: a new address or phone number, relatives,
        residents and neighbors, or a registered sex offender nearby.
      </p>
      <Link className={identity.primaryLink} to={paths.purchase} state={DATA_MONITORING}>
        Get Report Monitoring
      </Link>
    </div>
  );
}
