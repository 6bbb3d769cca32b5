import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function ReportMonitoringScreen() {
  return <Page title="Report Monitoring" intro="Updates to the reports you monitor."></Page>;
}
