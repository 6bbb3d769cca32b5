import type { ReactNode } from 'react';
import { Link } from '@beacon/react-router';

import { paths } from '@beacon/platform';

import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingLines } from '../../identity-ui/LoadState';
import { fullName } from '../../identity-ui/people';
import { exposedText, formatBreachDate, newestFirst } from './alert-text';
import { BreachCheckState, checksAnswered } from './BreachCheckState';
import type { MemberAlerts } from './use-members-alerts';

/** How many alerts the overview shows, across everyone monitored. */
export const LATEST_ALERTS = 5;

/** The newest alerts across the monitored people: which breach, when, and what it exposed. */
export function LatestAlerts({ membersAlerts }: { membersAlerts: readonly MemberAlerts[] }) {
  const failed = membersAlerts.filter((entry) => entry.isError);
  const loading = membersAlerts.some((entry) => entry.isPending);
  const several = membersAlerts.length > 1;
  const latest = newestFirst(
    membersAlerts.flatMap(({ member, alerts }) => (alerts ?? []).map((alert) => ({ ...alert, member }))),
  ).slice(0, LATEST_ALERTS);

  let content: ReactNode = null;
  if (loading) {
    content = <LoadingLines label="Loading the latest alerts" />;
  } else if (
    latest.length === 0 &&
    failed.length === 0 &&
    membersAlerts.every(({ member }) => checksAnswered(member))
  ) {
    content = <p className={identity.text}>No breaches found so far. Add more of your data to watch.</p>;
  } else if (latest.length > 0) {
    content = (
      <ul className={identity.list}>
        {latest.map((alert) => (
          <li key={`${alert.member.id}-${alert.id}`} className={identity.card}>
            <h3 className={identity.subTitle}>
              <Link className={identity.link} to={paths.alertPage(alert.alert_id)}>
                {alert.breach.title}
              </Link>
            </h3>
            <dl className={identity.facts}>
              {several ? (
                <>
                  <dt>Person</dt>
                  <dd>{fullName(alert.member)}</dd>
                </>
              ) : null}
              <dt>Breach date</dt>
              <dd>{formatBreachDate(alert.breach.breachDate)}</dd>
              <dt>Exposed</dt>
              <dd>{exposedText(alert.exposed)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={identity.stack}>
      {failed.length > 0 && !loading ? (
        <LoadFailure
          text="Some alerts could not be loaded. Please try again."
          onRetry={() => failed.forEach((entry) => entry.refetch())}
        />
      ) : null}
      {membersAlerts.map(({ member }) => (
        <BreachCheckState key={member.id} member={member} />
      ))}
      {content}
      <Link className={identity.link} to={paths.darkWebMonitoringDashboard}>
        See All Alerts
      </Link>
    </div>
  );
}
