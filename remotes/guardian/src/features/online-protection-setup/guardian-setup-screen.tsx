import { useSetAtom } from 'jotai';

import { useAccount } from '@beacon/api';
import { showSearchYourselfModalAtom } from '@beacon/session';
import { Button, Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianSetupScreen() {
  const account = useAccount();
  const openSearchYourself = useSetAtom(showSearchYourselfModalAtom);
  const ownReport = account.data?.data.customers_report;
  return (
    <Page title="Guardian Setup" intro="Set up Guardian to protect your personal data online.">
      {account.data && !ownReport ? (
        <section aria-labelledby="guardian-find-report">
          <h2 id="guardian-find-report">Find your report</h2>
          <p>Guardian protects the public records about you. Start by confirming which report is yours.</p>
          <Button type="button" onClick={() => openSearchYourself(true)}>
            Search For Yourself
          </Button>
        </section>
      ) : null}
    </Page>
  );
}
