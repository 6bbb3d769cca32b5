import { useId, useState, type ReactNode } from 'react';
import { Link } from '@beacon/react-router';

import {
  requiredItemOf,
  useAccount,
  useEntitlements,
  useMonitoredRecords,
  useRecordNotifications,
  useResumeMonitoring,
  useStopMonitoring,
  type MonitoredRecord,
  type MonitoredRecordKind,
} from '@beacon/api';
import { paths } from '@beacon/platform';
import { Notice, Page, type NoticeValue } from '@beacon/ui';

import { failureText } from '../../identity-ui/failure-text';
import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingCards } from '../../identity-ui/LoadState';
import { MonitoredRecordCard } from './MonitoredRecordCard';
import { recordTitle, updatesOf } from './record-changes';
import styles from './report-monitoring.module.css';
import { ReportMonitoringOffer } from './ReportMonitoringOffer';
import { ReportUpdates } from './ReportUpdates';

const TITLE = 'Report Monitoring';
const INTRO = 'Updates to the reports you monitor.';

export const NOT_MONITORING =
  'You are not monitoring any reports yet. Open a person or address report and choose "Monitor this report" to be ' +
  'told when it changes.';

const SECTIONS: { kind: MonitoredRecordKind; title: string; none: string }[] = [
  { kind: 'person', title: 'People you monitor', none: 'You are not monitoring any person reports.' },
  { kind: 'location', title: 'Places you monitor', none: 'You are not monitoring any address reports.' },
];

// Default export: React.lazy loads this screen as its own chunk.
export default function ReportMonitoringScreen() {
  const account = useAccount();
  const entitlements = useEntitlements();

  let body;
  if (account.isPending) {
    body = <LoadingCards label="Loading report monitoring" />;
  } else if (account.isError && !account.data) {
    body = (
      <LoadFailure
        text="Report monitoring could not be loaded. Please try again."
        onRetry={() => void account.refetch()}
      />
    );
  } else if (!entitlements.dataMonitoringLinks) {
    body = <ReportMonitoringOffer />;
  } else {
    body = <MonitoredReports />;
  }

  return (
    <Page title={TITLE} intro={INTRO}>
      {body}
    </Page>
  );
}

interface Entry {
  record: MonitoredRecord;
  kind: MonitoredRecordKind;
}

/** The member's monitored reports by kind, the stopped ones apart, and the feed of their updates. */
function MonitoredReports() {
  const people = useMonitoredRecords('person');
  const places = useMonitoredRecords('location');
  const notifications = useRecordNotifications();
  const stop = useStopMonitoring();
  const resume = useResumeMonitoring();
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const lists = { person: people, location: places } as const;
  const records = { person: people.data ?? [], location: places.data ?? [] };
  const updates = notifications.data;
  const stopped: Entry[] = SECTIONS.flatMap(({ kind }) =>
    records[kind].filter((record) => record.isArchived).map((record) => ({ record, kind })),
  );

  function busy({ record, kind }: Entry): boolean {
    return [stop, resume].some(
      (mutation) => mutation.isPending && mutation.variables.id === record.id && mutation.variables.kind === kind,
    );
  }

  function toggle({ record, kind }: Entry) {
    const title = recordTitle(record, kind);
    const resuming = record.isArchived;
    setNotice(null);
    (resuming ? resume : stop).mutate(
      { kind, id: record.id },
      {
        onSuccess: () =>
          setNotice({
            kind: 'done',
            text: resuming ? `You are monitoring ${title} again.` : `You stopped monitoring ${title}.`,
          }),
        onError: (error) =>
          setNotice({
            kind: 'failed',
            text: failureText(
              error,
              `Monitoring of ${title} could not be ${resuming ? 'resumed' : 'stopped'}. Please try again.`,
            ),
          }),
      },
    );
  }

  const card = (entry: Entry) => (
    <MonitoredRecordCard
      key={`${entry.kind}-${entry.record.id}`}
      record={entry.record}
      kind={entry.kind}
      updates={updates ? updatesOf(entry.record, entry.kind, updates) : undefined}
      busy={busy(entry)}
      onToggle={() => toggle(entry)}
    />
  );

  // A member whose product ended since the account was read meets 402s: the offer, not a failure.
  if (requiredItemOf(people.error) || requiredItemOf(places.error)) return <ReportMonitoringOffer />;

  let monitored;
  if (people.isPending || places.isPending) {
    monitored = <LoadingCards label="Loading the reports you monitor" />;
  } else if (!people.data || !places.data) {
    monitored = (
      <LoadFailure
        text="The reports you monitor could not be loaded. Please try again."
        onRetry={() => {
          if (people.isError) void people.refetch();
          if (places.isError) void places.refetch();
        }}
      />
    );
  } else if (people.data.length === 0 && places.data.length === 0) {
    monitored = <NotMonitoring />;
  } else {
    monitored = (
      <>
        {SECTIONS.map((section) => (
          <RecordSection
            key={section.kind}
            title={section.title}
            none={section.none}
            entries={(lists[section.kind].data ?? [])
              .filter((record) => !record.isArchived)
              .map((record) => ({ record, kind: section.kind }))}
            card={card}
          />
        ))}
        {stopped.length > 0 ? (
          <details className={styles.stopped}>
            <summary className={styles.summary}>Stopped ({stopped.length})</summary>
            <ul className={identity.cards} aria-label="Reports you stopped monitoring">
              {stopped.map(card)}
            </ul>
          </details>
        ) : null}
      </>
    );
  }

  return (
    <div className={identity.stack}>
      <Notice notice={notice} />
      {monitored}
      <ReportUpdates
        updates={updates}
        isError={notifications.isError}
        onRetry={() => void notifications.refetch()}
        records={records}
      />
    </div>
  );
}

function RecordSection({
  title,
  none,
  entries,
  card,
}: {
  title: string;
  none: string;
  entries: Entry[];
  card: (entry: Entry) => ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={identity.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={identity.sectionTitle}>
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className={identity.muted}>{none}</p>
      ) : (
        <ul className={identity.cards}>{entries.map(card)}</ul>
      )}
    </section>
  );
}

function NotMonitoring() {
  return (
    <div className={identity.stack}>
      <p className={identity.text}>{NOT_MONITORING}</p>
      <div className={identity.actions}>
        <Link className={identity.primaryLink} to={paths.reports}>
          Your Reports
        </Link>
        <Link className={identity.link} to={paths.personSearch}>
          Search for a person
        </Link>
      </div>
    </div>
  );
}
