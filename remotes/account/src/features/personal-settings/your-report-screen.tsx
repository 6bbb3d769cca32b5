import { useSetAtom } from 'jotai';
import { Link } from '@beacon/react-router';

import { useAccount } from '@beacon/api';
import { paths } from '@beacon/platform';
import { showSearchYourselfModalAtom } from '@beacon/session';
import { Button, Page, TextPlaceholder } from '@beacon/ui';

import styles from '../../billing-ui/billing.module.css';

// Default export: React.lazy loads this screen as its own chunk.
export default function YourReportScreen() {
  const account = useAccount();
  const openSearchYourself = useSetAtom(showSearchYourselfModalAtom);
  const own = account.data?.data.customers_report;
  return (
    <Page title="My Report" intro="The report you confirmed as your own.">
      <div className={styles.stack}>
        {account.isPending ? <TextPlaceholder size="sentence" /> : null}
        {account.isError ? (
          <p className={styles.error} role="alert">
            Your account could not be loaded. Please try again.
          </p>
        ) : null}
        {account.data && own ? (
          <p>
            <Link to={paths.report(String(own.record_id))}>Open your report</Link>
          </p>
        ) : null}
        {account.data && !own ? (
          <>
            <p>You have not confirmed a report as your own yet. Search for yourself to find it.</p>
            <div>
              <Button onClick={() => openSearchYourself(true)}>Search For Yourself</Button>
            </div>
          </>
        ) : null}
      </div>
    </Page>
  );
}
