import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@beacon/react-router';

import { paymentRequiredOf, useEnrollInGuardian } from '@beacon/api';
import { paths } from '@beacon/platform';
import { Button, Page, RouteSpinner, usePurchaseRedirect } from '@beacon/ui';
import { isSafeDashboardRedirect } from '@beacon/validation';

import guardian from '../../guardian-ui/guardian.module.css';

// Default export: React.lazy loads this screen as its own chunk.
export default function IntermediaryEnrollScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toPurchase = usePurchaseRedirect();
  const { mutateAsync: enroll } = useEnrollInGuardian();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const requested = searchParams.get('redirecturl');
  // only a /dashboard/ path of this site is passed on: anything else would make this page an open redirect
  const redirectUrl = isSafeDashboardRedirect(requested) ? requested : undefined;

  const start = useCallback(async () => {
    setFailed(false);
    try {
      // the promise, not the mutation's observer: StrictMode's remount detaches the observer mid-request
      const result = await enroll(redirectUrl);
      navigate(isSafeDashboardRedirect(result.redirectTo) ? result.redirectTo : paths.guardianSetup, { replace: true });
    } catch (error) {
      // once Guardian is bought, the member comes back here and the enrolment runs again
      const required = paymentRequiredOf(error, 'product');
      if (required) toPurchase(required, { replace: true });
      else setFailed(true);
    }
  }, [enroll, navigate, redirectUrl, toPurchase]);

  useEffect(() => {
    // enrolling twice would queue a second scan: once per visit, even when StrictMode runs effects twice
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  return (
    <Page title="Activating Guardian">
      {failed ? (
        <div className={guardian.stack}>
          <p className={guardian.error} role="alert">
            Guardian could not be added to your account. Please try again.
          </p>
          <div>
            <Button onClick={() => void start()}>Try Again</Button>
          </div>
        </div>
      ) : (
        <div className={guardian.stack}>
          <p className={guardian.text}>
            Please wait. Access to Guardian Personal Data Protection will be added to your account.
          </p>
          <RouteSpinner label="Adding Guardian to your account" />
        </div>
      )}
    </Page>
  );
}
