import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useIdentityMembers } from '@beacon/api';
import { Page } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingCards, LoadingLines } from '../../identity-ui/LoadState';
import { fullName, selfFirst } from '../../identity-ui/people';
import { AlertDetails } from './AlertDetails';
import { byCategory, categoryLabel } from './alert-text';
import { setupPathOf } from './setup-path';
import { PasswordCheck } from './PasswordCheck';
import { ProductOffer } from './ProductOffer';
import { useMembersAlerts, type MemberAlerts } from './use-members-alerts';

const TITLE = 'Dark Web Monitoring Dashboard';
const INTRO = 'What data breaches exposed of the people you monitor, and what to do about it.';

// Default export: React.lazy loads this screen as its own chunk.
export default function DarkWebDashboardScreen() {
  const members = useIdentityMembers();
  const items = selfFirst(members.data?.items ?? []);
  const membersAlerts = useMembersAlerts(items);

  return (
    <Page title={TITLE} intro={INTRO}>
      <div className={identity.stack}>
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
        <PasswordCheck />
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
        <p className={identity.text}>No breaches found for {member.firstName} so far.</p>
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
      {content}
    </section>
  );
}
