import { useId } from 'react';
import { Link } from '@beacon/react-router';

import {
  paymentRequiredOf,
  requiredItemOf,
  useGuardianProtection,
  useProtectionMembersPage,
  useStartGuardianScan,
  type GuardianProtection,
} from '@beacon/api';
import { formatQuantity, paths } from '@beacon/platform';
import { Button, Page, usePurchaseRedirect } from '@beacon/ui';

import guardian from '../../guardian-ui/guardian.module.css';
import { summarize } from '../../guardian-ui/listing-status';
import { ListingItem } from '../../guardian-ui/ListingItem';
import { isScanRunning, ReportPlaceholder } from '../../guardian-ui/ProtectionReport';
import { ScanProgress } from '../../guardian-ui/ScanProgress';
import { selfMemberOf } from '../../guardian-ui/self-member';

const TITLE = 'Guardian Initial Results';
const INTRO = 'Guardian is searching people-search sites for you. Listings appear here as they are found.';

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianInitialResultsScreen() {
  const members = useProtectionMembersPage();
  const self = selfMemberOf(members.data?.items);
  const protection = useGuardianProtection(self?.id);

  if (members.isError || protection.isError) {
    const retry = () => void (members.isError ? members.refetch() : protection.refetch());
    return (
      <Page title={TITLE} intro={INTRO}>
        <p className={guardian.error} role="alert">
          Your scan results could not be loaded. Please try again.
        </p>
        <div>
          <Button onClick={retry}>Try Again</Button>
        </div>
      </Page>
    );
  }
  if (members.data && !self) {
    return (
      <Page title={TITLE} intro={INTRO}>
        <p className={guardian.text}>Guardian is not protecting you yet.</p>
        <Link className={guardian.primaryLink} to={paths.guardianSetup}>
          Set Up Guardian
        </Link>
      </Page>
    );
  }
  return (
    <Page title={TITLE} intro={INTRO}>
      {protection.data ? <FirstScan protection={protection.data} /> : <ReportPlaceholder />}
    </Page>
  );
}

function FirstScan({ protection }: { protection: GuardianProtection }) {
  const { scan, listings, member } = protection;
  const listingsId = useId();
  const startScan = useStartGuardianScan(member.id);
  const toPurchase = usePurchaseRedirect();
  const running = isScanRunning(scan);

  function scanAgain() {
    startScan.mutate(member.id, {
      onError: (error) => {
        const required = paymentRequiredOf(error, 'product');
        if (required) toPurchase(required);
      },
    });
  }

  return (
    <div className={guardian.stack}>
      {scan && running ? <ScanProgress scan={scan} /> : null}
      {scan?.status === 'complete' ? (
        <>
          <p className={guardian.success} role="status">
            Your first scan is complete: we found you on {formatQuantity(summarize(listings).sites, 'site')}.
          </p>
          <Link className={guardian.primaryLink} to={paths.guardianSetupResults}>
            See Your Results
          </Link>
        </>
      ) : null}
      {!running && scan?.status !== 'complete' ? (
        <div className={guardian.stack}>
          <p className={guardian.text}>
            {scan?.status === 'failed'
              ? 'Your first scan could not be finished.'
              : 'Your first scan has not started yet.'}
          </p>
          <div>
            <Button onClick={scanAgain} disabled={startScan.isPending}>
              {scan?.status === 'failed' ? 'Scan Again' : 'Start Scan'}
            </Button>
          </div>
        </div>
      ) : null}
      {startScan.isError && requiredItemOf(startScan.error) === undefined ? (
        <p className={guardian.error} role="alert">
          The scan could not be started. Please try again.
        </p>
      ) : null}
      <section className={guardian.stack} aria-labelledby={listingsId}>
        <h2 id={listingsId} className={guardian.sectionTitle}>
          {running ? 'Found so far' : 'What Guardian found'}
        </h2>
        {listings.length > 0 ? (
          <ul className={guardian.list} aria-label="Listings found">
            {listings.map((listing) => (
              <ListingItem key={listing.id} listing={listing} person={member} headingLevel={3} />
            ))}
          </ul>
        ) : (
          <p className={guardian.muted}>{running ? 'Nothing found yet.' : 'No listings were found.'}</p>
        )}
      </section>
    </div>
  );
}
