import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from '@beacon/react-router';

import { useAccount, useRecordReport, useRecords, type MemberRecord, type RecordReport } from '@beacon/api';
import { paths } from '@beacon/platform';
import { Button, Page, usePurchaseRedirect } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingLines } from '../../identity-ui/LoadState';
import { FamilyTreeChart } from './FamilyTreeChart';
import {
  defaultRecordId,
  fullName,
  groupRelatives,
  recordLabel,
  relativesOf,
  rootOf,
  type GroupKey,
  type TreeRoot,
} from './family-groups';
import styles from './family-tree.module.css';
import { RelativesList } from './RelativesList';
import { layoutTree, treeData, type Orientation } from './tree-layout';
import { useElementWidth } from './use-element-width';
import { WhoseTreeSelect, type WhoseTreeOption } from './WhoseTreeSelect';

const TITLE = 'Family Tree';
const INTRO = 'The relatives public records name for the people in your reports.';
const FAILURE = 'The family tree could not be loaded. Please try again.';
const LOADING = 'Loading the family tree';
/** From this width of the drawing's column the tree grows left to right (three columns of boxes fit); below, top-down. */
const LEFT_RIGHT_FROM = 640;

// Default export: React.lazy loads this screen as its own chunk.
export default function FamilyTreeScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('record') || null;
  const records = useRecords();
  const account = useAccount();
  const toPurchase = usePurchaseRedirect();

  const people = (records.data ?? []).filter((record) => record.type === 'person');
  const confirmedId = account.data?.data.customers_report?.record_id;
  const confirmed = confirmedId === undefined || confirmedId === null ? null : String(confirmedId);
  // Without `?record=` the choice waits for the records and the account (a failed account read is no confirmation).
  const choosing = !requested && (records.isPending || account.isPending);
  const chosen = requested ?? (choosing ? null : defaultRecordId(people, confirmed));

  const report = useRecordReport(chosen ?? '', { enabled: chosen !== null });
  const paymentRequired = report.data?.status === 'payment-required' ? report.data : undefined;
  const requiredItem = paymentRequired?.requiredItem;
  const reason = paymentRequired?.reason;
  const record = people.find((candidate) => String(candidate.recordId) === chosen);
  const subject = record?.data.name ? fullName(record.data.name) : undefined;
  useEffect(() => {
    if (!requiredItem || chosen === null) return;
    const recordId = Number(chosen);
    toPurchase(
      { requiredItem, reason, subject, ...(Number.isInteger(recordId) ? { recordId } : {}) },
      { replace: true },
    );
  }, [chosen, requiredItem, reason, subject, toPurchase]);

  const ok = report.data?.status === 'ok' ? report.data.report : undefined;

  function choose(recordId: string) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('record', recordId);
      return next;
    });
  }

  let body;
  if (choosing) {
    body = <LoadingLines label={LOADING} />;
  } else if (!requested && records.isError && !records.data) {
    body = <LoadFailure text={FAILURE} onRetry={() => void records.refetch()} />;
  } else if (chosen === null) {
    body = <NoPersonReport />;
  } else if (report.isError && !report.data) {
    body = <LoadFailure text={FAILURE} onRetry={() => void report.refetch()} />;
  } else if (!ok) {
    // loading, or on the way to the purchase page
    body = <LoadingLines label={LOADING} />;
  } else {
    body = <FamilyTree key={chosen} report={ok} record={record} recordId={chosen} />;
  }

  return (
    <Page title={TITLE} intro={INTRO}>
      <div className={identity.stack}>
        {chosen !== null && people.length > 0 ? (
          <WhoseTreeSelect options={optionsOf(people, confirmed, chosen, ok)} value={chosen} onChange={choose} />
        ) : null}
        {body}
      </div>
    </Page>
  );
}

/** The member's person reports ("(You)" for the confirmed one), plus the one `?record=` names if it is not among them. */
function optionsOf(
  people: readonly MemberRecord[],
  confirmed: string | null,
  chosen: string,
  report: RecordReport | undefined,
): WhoseTreeOption[] {
  const options = people.map((record) => ({
    value: String(record.recordId),
    label: `${recordLabel(record)}${String(record.recordId) === confirmed ? ' (You)' : ''}`,
  }));
  if (options.some((option) => option.value === chosen)) return options;
  const name = rootOf(report?.person, undefined).name;
  return [{ value: chosen, label: name ? fullName(name) : `Report ${chosen}` }, ...options];
}

function NoPersonReport() {
  return (
    <div className={identity.stack}>
      <p className={identity.text}>Open a person report to see their family tree.</p>
      <div className={identity.actions}>
        <Link className={identity.primaryLink} to={paths.reports}>
          Your Reports
        </Link>
        <Link className={identity.link} to={paths.personSearch}>
          Search for a Person
        </Link>
      </div>
    </div>
  );
}

const nameOrThisPerson = (root: TreeRoot) => (root.name ? fullName(root.name) : 'this person');

/** One person's tree: the drawing and the list, sharing which groups are folded away. */
function FamilyTree({
  report,
  record,
  recordId,
}: {
  report: RecordReport;
  record: MemberRecord | undefined;
  recordId: string;
}) {
  const headingId = useId();
  const [collapsed, setCollapsed] = useState<ReadonlySet<GroupKey>>(() => new Set());
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const toPurchase = usePurchaseRedirect();

  const root = rootOf(report.person, record);
  const name = nameOrThisPerson(root);
  const relatives = relativesOf(report);

  if (relatives.status === 'locked') {
    const id = Number(recordId);
    return (
      <div className={identity.stack}>
        <p className={identity.text}>The relatives of {name} are in a part of the report you have not unlocked.</p>
        <div>
          <Button
            onClick={() =>
              toPurchase({
                requiredItem: relatives.requiredItem,
                reason: relatives.requiredItem === 'premium_person_report' ? 'premium-sections' : 'report',
                subject: root.name ? fullName(root.name) : undefined,
                ...(Number.isInteger(id) ? { recordId: id } : {}),
              })
            }
          >
            Unlock Relatives
          </Button>
        </div>
      </div>
    );
  }

  const groups = groupRelatives(relatives.relatives);
  if (groups.length === 0) {
    return <p className={identity.text}>No relatives were found in the public records for {name}.</p>;
  }

  function toggle(key: GroupKey) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  const orientation: Orientation = width >= LEFT_RIGHT_FROM ? 'left-right' : 'top-down';
  const drawing = layoutTree(treeData(root, groups, collapsed), orientation);

  return (
    <section className={styles.tree} aria-labelledby={headingId}>
      <h2 id={headingId} className={identity.sectionTitle}>
        Relatives of {name}
      </h2>
      <div ref={measure} className={styles.drawing}>
        <FamilyTreeChart drawing={drawing} onToggleGroup={toggle} />
      </div>
      <RelativesList groups={groups} collapsed={collapsed} onToggleGroup={toggle} labelledBy={headingId} />
    </section>
  );
}
