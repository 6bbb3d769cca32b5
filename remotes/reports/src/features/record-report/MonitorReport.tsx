import { Link } from '@beacon/react-router';

import {
  paymentRequiredOf,
  requiredItemOf,
  useEntitlements,
  useMonitoredRecords,
  useMonitorRecord,
  type MonitoredRecordKind,
  type RecordReport,
} from '@beacon/api';
import { paths } from '@beacon/platform';
import { usePurchaseRedirect } from '@beacon/ui';

import styles from './record-view.module.css';
import { personSubject } from './report-subject';

/** Report monitoring watches person and location reports: those are the records with a pointer of the data set. */
function monitoredKindOf(report: RecordReport): MonitoredRecordKind | null {
  return report.type === 'person' || report.type === 'location' ? report.type : null;
}

/**
 * "Monitor this report" (issue 18 point 4): for members with data monitoring, on a person or location report. A
 * report the member monitors already says "Monitoring" at once; a stopped watch is offered again and resumed.
 */
export function MonitorReport({ report }: { report: RecordReport }) {
  const entitlements = useEntitlements();
  const kind = monitoredKindOf(report);
  const pointer = report.pointer;
  const shown = entitlements.dataMonitoringLinks && kind !== null && pointer !== null;
  const watches = useMonitoredRecords(kind ?? 'person', { enabled: shown });
  const monitor = useMonitorRecord();
  const toPurchase = usePurchaseRedirect();

  if (!shown) return null;
  // Until the list answers it is unknown whether the report is monitored; a failed list still offers the button
  // (monitoring a watched report is answered with the existing watch).
  if (watches.isPending) return null;

  const monitoring =
    monitor.isSuccess || (watches.data ?? []).some((watch) => watch.pointer === pointer && !watch.isArchived);

  function start() {
    if (kind === null || pointer === null) return;
    monitor.mutate(
      { kind, pointer },
      {
        onError: (error) => {
          const required = paymentRequiredOf(error, 'product', 'data_monitoring');
          if (required) toPurchase({ ...required, recordId: report.recordId, subject: personSubject(report) });
        },
      },
    );
  }

  return (
    <div className={styles.monitor}>
      {monitoring ? null : (
        <button type="button" className={styles.secondaryButton} disabled={monitor.isPending} onClick={start}>
          {monitor.isPending ? 'Starting monitoring…' : 'Monitor this report'}
        </button>
      )}
      {/* one live region for the outcome, present before it changes so it is announced */}
      <p role="status" className={styles.monitorStatus}>
        {monitoring ? (
          <>
            <span className={styles.monitoring}>Monitoring</span>{' '}
            <Link className={styles.monitorLink} to={paths.dataMonitoring}>
              See report monitoring
            </Link>
          </>
        ) : null}
        {monitor.isError && requiredItemOf(monitor.error) === undefined
          ? 'This report could not be monitored. Please try again.'
          : null}
      </p>
    </div>
  );
}
