import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@beacon/react-router';

import { useIdentityMembers, useMonitoredData, type IdentityMember, type MonitoredItem } from '@beacon/api';
import { formatQuantity, paths } from '@beacon/platform';
import { Notice, type NoticeValue, Page } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingLines } from '../../identity-ui/LoadState';
import { fullName } from '../../identity-ui/people';
import { PrivateModeSwitch } from '../../identity-ui/PrivateModeSwitch';
import { MonitoredDataForm } from './MonitoredDataForm';
import { MonitoredItems } from './MonitoredItems';
import { ProductOffer } from './ProductOffer';
import { usePrivateMode } from './use-private-mode';

const TITLE = 'Dark Web Monitoring Setup';
const INTRO = 'Choose the details we watch the dark web and data breaches for.';

/** The member `?member=<id>` names, else the account holder. */
function chosenMember(members: readonly IdentityMember[], requested: string | null): IdentityMember | undefined {
  if (requested === null || requested === '') return members.find((member) => member.isSelf);
  return members.find((member) => String(member.id) === requested);
}

// Default export: React.lazy loads this screen as its own chunk.
export default function DarkWebSetupScreen() {
  const [params] = useSearchParams();
  const members = useIdentityMembers();
  const member = members.data ? chosenMember(members.data.items, params.get('member')) : undefined;

  let content: ReactNode;
  if (members.isPending) {
    content = <LoadingLines label="Loading your monitoring" />;
  } else if (members.isError && !members.data) {
    content = (
      <LoadFailure
        text="Your dark web monitoring could not be loaded. Please try again."
        onRetry={() => void members.refetch()}
      />
    );
  } else if (members.data.limit === 0) {
    content = <ProductOffer />;
  } else if (!member) {
    content = (
      <div className={identity.stack}>
        <p className={identity.text}>This person is not monitored.</p>
        <Link className={identity.link} to={paths.darkWeb}>
          Back to Dark Web Monitoring
        </Link>
      </div>
    );
  } else {
    // a fresh setup per person: what was typed for one is never sent for another
    content = <MemberSetup key={member.id} member={member} />;
  }

  return (
    <Page title={TITLE} intro={INTRO}>
      {content}
    </Page>
  );
}

interface SavedNotice extends NoticeValue {
  /** A save's announcement says what breaches found, if anything. */
  afterSave?: boolean;
}

function MemberSetup({ member }: { member: IdentityMember }) {
  const monitored = useMonitoredData(member.id);
  const watchedId = useId();
  const [notice, setNotice] = useState<SavedNotice | null>(null);
  const [privacyNotice, setPrivacyNotice] = useState<NoticeValue | null>(null);
  const privateMode = usePrivateMode(setPrivacyNotice);
  const name = fullName(member);

  function saved(items: MonitoredItem[]) {
    const verb = items.length === 1 ? 'is' : 'are';
    setNotice({ kind: 'done', text: `${formatQuantity(items.length, 'item')} ${verb} now watched.`, afterSave: true });
  }

  return (
    <div className={identity.stack}>
      <p className={identity.text}>
        Watching for <strong>{name}</strong>
        {member.isSelf ? ' (you)' : ''}.
      </p>
      <PrivateModeSwitch
        pressed={privateMode.pressed(member)}
        busy={privateMode.busy(member)}
        onToggle={() => privateMode.toggle(member)}
      />
      <Notice notice={privacyNotice} />
      <section className={identity.section} aria-labelledby={watchedId}>
        <h2 id={watchedId} className={identity.sectionTitle}>
          What is watched now
        </h2>
        <MonitoredItems member={member} onNotice={setNotice} />
      </section>
      <Notice notice={notice}>
        {notice?.afterSave && member.alerts > 0 ? (
          <>
            <p>Some of this was found in known breaches.</p>
            <Link className={identity.link} to={paths.darkWebMonitoringDashboard}>
              See What Was Exposed
            </Link>
          </>
        ) : null}
      </Notice>
      <MonitoredDataForm member={member} watched={monitored.data} onSaving={() => setNotice(null)} onSaved={saved} />
      <Link className={identity.link} to={paths.darkWeb}>
        Back to Dark Web Monitoring
      </Link>
    </div>
  );
}
