import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Navigate, useLocation, useNavigate } from '@beacon/react-router';

import { authenticate, isApiError } from '@beacon/api';
import { hasSession, loginErrorAtom, startSession, useAtomSnapshot } from '@beacon/session';
import { Button, Page } from '@beacon/ui';
import { TextField, validateWith } from '@beacon/ui/forms';
import { loginFormSchema, messages, type LoginFormInput } from '@beacon/validation';

import { safeReturnPath } from './safe-return-path';
import styles from './sign-in.module.css';
import { solveBotCheck } from './solve-bot-check';

type BotCheckState = 'verifying' | 'verified' | 'failed';

const BOT_CHECK_TEXT: Record<BotCheckState, string> = {
  verifying: 'Verifying that you are human…',
  verified: 'Verified: you are human.',
  failed: 'We could not verify that you are human. It will be tried again when you sign in.',
};

// Default export: React.lazy loads this page as its own chunk.
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const loginError = useAtomSnapshot(loginErrorAtom);
  const setLoginError = useSetAtom(loginErrorAtom);
  const [botCheckState, setBotCheckState] = useState<BotCheckState>('verifying');
  const botCheck = useRef<Promise<string> | null>(null);

  // A solved challenge is accepted once, so every attempt gets a fresh one, solved while the member types.
  const prepareBotCheck = useCallback(() => {
    const pending = solveBotCheck();
    botCheck.current = pending;
    setBotCheckState('verifying');
    pending.then(
      () => setBotCheckState('verified'),
      () => setBotCheckState('failed'),
    );
    pending.catch(() => undefined);
  }, []);

  useEffect(() => {
    prepareBotCheck();
  }, [prepareBotCheck]);

  if (hasSession()) return <Navigate to={safeReturnPath(location.state)} replace />;

  async function signIn(values: LoginFormInput) {
    setLoginError(null);
    try {
      const recaptchaResponse = await (botCheck.current ?? solveBotCheck()).catch(() => solveBotCheck());
      const tokens = await authenticate({ email: values.email.trim(), password: values.password, recaptchaResponse });
      startSession(tokens);
      navigate(safeReturnPath(location.state), { replace: true });
    } catch (error) {
      setLoginError(isApiError(error) && error.statusCode === 401 ? messages.loginInvalid : messages.loginFailed);
      prepareBotCheck();
    }
  }

  return (
    <Page title="Sign In">
      <div className={styles.card}>
        <Form<LoginFormInput> onSubmit={signIn} validate={validateWith(loginFormSchema)}>
          {({ handleSubmit, submitting }) => (
            <form className={styles.form} onSubmit={handleSubmit} noValidate aria-describedby="bot-check-status">
              {loginError ? (
                <p className={styles.error} role="alert">
                  {loginError}
                </p>
              ) : null}
              <TextField name="email" label="Email" type="email" autoComplete="username" required />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
              <p id="bot-check-status" className={styles.botCheck} aria-live="polite">
                {BOT_CHECK_TEXT[botCheckState]}
              </p>
              <Button type="submit" disabled={submitting}>
                {submitting ? (botCheckState === 'verifying' ? 'Verifying…' : 'Signing in…') : 'Sign In'}
              </Button>
            </form>
          )}
        </Form>
      </div>
    </Page>
  );
}
