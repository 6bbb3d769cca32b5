import { useId, type ReactNode } from 'react';
import { Link } from '@beacon/react-router';

import { useIdentityMembers, useIdentityNotifications, type IdentityNotification } from '@beacon/api';
import { monitoringRoutes, paths, useRouteTitle } from '@beacon/platform';
import { Page } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingCards, LoadingLines } from '../../identity-ui/LoadState';
import { PasswordCheck } from '../../identity-ui/PasswordCheck';
import { fullName, selfFirst } from '../../identity-ui/people';
import { AlertDetails } from './AlertDetails';
import { BreachCheckState, checksAnswered } from './BreachCheckState';
import { byCategory, categoryLabel } from './alert-text';
import { setupPathOf } from './setup-path';
import { ProductOffer } from './ProductOffer';
import { useMembersAlerts, type MemberAlerts } from './use-members-alerts';

const INTRO = 'What data breaches exposed of the people you monitor, and what to do about it.';

// Default export: React.lazy loads this screen as its own chunk.
export default function DarkWebDashboardScreen() {
  const title = useRouteTitle(monitoringRoutes.routes.darkWebMonitoringDashboard);
  const members = useIdentityMembers();
  const items = selfFirst(members.data?.items ?? []);
  const membersAlerts = useMembersAlerts(items);

  return (
    <Page title={title} intro={INTRO}>
      <div className={identity.stack}>
        {/* breaches, broker listings and public records in one ranked list (issue 58 point 6) */}
        <Link className={identity.link} to={paths.exposures}>
          See everything exposed about you
        </Link>
        {members.isPending ? <LoadingCards label="Loading alerts" count={1} /> : null}
        {members.isError && !members.data ? (
          <LoadFailure
            text="Your alerts could not be loaded. Please try again."
            onRetry={() => void members.refetch()}
          />
        ) : null}
        {members.data && members.data.limit === 0 ? <ProductOffer /> : null}
        {members.data && members.data.limit > 0
          ? membersAlerts.map((entry) => <MemberAlertsSection key={entry.member.id} entry={entry} />)
          : null}
        {members.data && members.data.limit > 0 ? <AccountAlertsSection membersAlerts={membersAlerts} /> : null}
        <PasswordCheck />
        <p className={identity.text}>
          <Link className={identity.link} to={paths.creditFreeze}>
            Credit Freeze Helper
          </Link>{' '}
          : freeze your credit at Equifax, Experian and TransUnion, and keep each freeze&apos;s status and PIN.
        </p>
      </div>
    </Page>
  );
}

function MemberAlertsSection({ entry }: { entry: MemberAlerts }) {
  const { member, alerts, isPending, isError, refetch } = entry;
  const titleId = useId();
  const name = fullName(member);

  let content: ReactNode;
  if (isPending) {
    content = <LoadingLines label={`Loading alerts for ${name}`} count={2} />;
  } else if (isError) {
    content = (
      <LoadFailure
        text={`The alerts for ${name} could not be loaded. Please try again.`}
        onRetry={refetch}
        retryFor={name}
      />
    );
  } else if (!alerts || alerts.length === 0) {
    content = (
      <div className={identity.stack}>
        {checksAnswered(member) ? (
          <p className={identity.text}>No breaches found for {member.firstName} so far.</p>
        ) : null}
        <Link className={identity.link} to={setupPathOf(member)}>
          Monitor More Data<span className={identity.visuallyHidden}> for {name}</span>
        </Link>
      </div>
    );
  } else {
    content = byCategory(alerts).map((group) => (
      <div key={group.category} className={identity.stack}>
        <h3 className={identity.subTitle}>{categoryLabel(group.category)}</h3>
        <ul className={identity.list}>
          {group.alerts.map((alert) => (
            <AlertDetails key={alert.id} alert={alert} />
          ))}
        </ul>
      </div>
    ));
  }

  return (
    <section className={identity.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={identity.sectionTitle}>
        {name}
        {member.isSelf ? ' (you)' : ''}
      </h2>
      <BreachCheckState member={member} />
      {content}
    </section>
  );
}

/**
 * Alerts of the account that belong to none of its monitored people (the monitoring provider's own reports: a change
 * of address, court records). The header counts them, so the dashboard its "See all" link opens shows them too.
 */
function AccountAlertsSection({ membersAlerts }: { membersAlerts: MemberAlerts[] }) {
  const notifications = useIdentityNotifications();
  const titleId = useId();
  if (membersAlerts.some((entry) => entry.isPending) || !notifications.data) return null;
  const ofMembers = new Set(membersAlerts.flatMap((entry) => (entry.alerts ?? []).map((alert) => alert.alert_id)));
  const others = notifications.data.filter((notification) => !ofMembers.has(notification.alert_id));
  if (!others.length) return null;
  return (
    <section className={identity.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={identity.sectionTitle}>
        Other alerts on your account
      </h2>
      <ul className={identity.list}>
        {others.map((notification: IdentityNotification) => (
          <li key={notification.alert_id} className={identity.text}>
            <Link className={identity.link} to={paths.alertPage(notification.alert_id)}>
              {notification.report_name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
