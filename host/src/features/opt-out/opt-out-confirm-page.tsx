import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@beacon/react-router';

import { isApiError, postOptOutConfirm } from '@beacon/api';
import { paths } from '@beacon/platform';
import { Page } from '@beacon/ui';
import { messages } from '@beacon/validation';

import styles from './opt-out.module.css';

type Outcome = { kind: 'pending' } | { kind: 'confirmed'; message: string } | { kind: 'failed'; message: string };

// The link of the opt-out confirmation e-mail (/opt-out/confirm?token=…). Opening it confirms the request once:
// the token goes to POST /opt-outs/confirm, and the page shows the server's answer.
// Default export: React.lazy loads this page as its own chunk.
export default function OptOutConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  // React's development double effect must not spend the single-use token twice
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    postOptOutConfirm(token)
      .then((answer) => setOutcome({ kind: 'confirmed', message: answer.message }))
      .catch((error: unknown) =>
        setOutcome({
          kind: 'failed',
          message:
            isApiError(error) && (error.statusCode === 400 || error.statusCode === 410 || error.statusCode === 429)
              ? error.message
              : messages.loginFailed,
        }),
      );
  }, [token]);

  return (
    <Page title="Confirm Opt Out">
      {outcome.kind === 'pending' ? <p role="status">Confirming your request…</p> : null}
      {outcome.kind === 'confirmed' ? (
        <p className={styles.received} role="status">
          {outcome.message}
        </p>
      ) : null}
      {outcome.kind === 'failed' ? (
        <>
          <p className={styles.failure} role="alert">
            {outcome.message}
          </p>
          <p>
            <Link to={paths.optOut}>Send a new opt-out request</Link>
          </p>
        </>
      ) : null}
    </Page>
  );
}
