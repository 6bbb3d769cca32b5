import { Link } from '@beacon/react-router';

import type { IdentityNotification, RecordNotification } from '@beacon/api';
import { ALERTS_WIDGET_MAX_ITEMS, paths } from '@beacon/platform';

import styles from './alerts-widget.module.css';
import { identityAlertText } from './identity-alert-text';

export interface AlertsWidgetProps {
  identityAlerts: IdentityNotification[];
  reportUpdates: RecordNotification[];
  className?: string;
}

/** Sidebar alerts (spec §2.3): at most 3 identity alerts and 3 report updates, then a "See all" link. */
export function AlertsWidget({ identityAlerts, reportUpdates, className }: AlertsWidgetProps) {
  const upToDate = identityAlerts.length === 0 && reportUpdates.length === 0;
  return (
    <section className={className} aria-labelledby="alerts-widget-title">
      <h2 id="alerts-widget-title">Alerts</h2>
      {upToDate ? <p>You&apos;re up to date!</p> : null}
      {identityAlerts.length > 0 ? (
        <>
          <ul aria-label="Identity alerts" className={styles.items}>
            {identityAlerts.slice(0, ALERTS_WIDGET_MAX_ITEMS).map((alert) => (
              <li key={String(alert.alert_id)}>
                {/* each alert opens its own page: what was found, where, when, and the plan (issue 58 point 3) */}
                <Link to={paths.alertPage(String(alert.alert_id))}>{identityAlertText(alert)}</Link>
              </li>
            ))}
          </ul>
          {identityAlerts.length > ALERTS_WIDGET_MAX_ITEMS ? (
            <Link to={paths.darkWebMonitoringDashboard}>See all {identityAlerts.length} alerts...</Link>
          ) : null}
        </>
      ) : null}
      {reportUpdates.length > 0 ? (
        <>
          <ul aria-label="Report updates" className={styles.items}>
            {reportUpdates.slice(0, ALERTS_WIDGET_MAX_ITEMS).map((update) => (
              <li key={`${update.type}-${update.id}`}>
                <Link to={paths.dataMonitoring}>
                  {update.first_name} {update.last_name}: {update.display}
                </Link>
              </li>
            ))}
          </ul>
          {reportUpdates.length > ALERTS_WIDGET_MAX_ITEMS ? (
            <Link to={paths.dataMonitoring}>See all {reportUpdates.length} report updates...</Link>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
