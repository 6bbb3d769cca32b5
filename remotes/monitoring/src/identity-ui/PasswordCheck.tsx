import { useId, useRef, useState, type FormEvent } from 'react';

import { passwordBreachCount } from '@beacon/api';
import { Button } from '@beacon/ui';
import { formLayout as styles } from '@beacon/ui/forms';

import { formatNumber } from '@beacon/platform';

import identity from './identity.module.css';

const formatCount = (count: number) => formatNumber(count);

type Outcome = { kind: 'found'; count: number } | { kind: 'clean' } | { kind: 'empty' } | { kind: 'failed' };

function outcomeText(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'found':
      return `This password has appeared ${formatCount(outcome.count)} ${outcome.count === 1 ? 'time' : 'times'} in data breaches. Do not use it anywhere.`;
    case 'clean':
      return 'This password was not found in known data breaches.';
    case 'empty':
      return 'Please enter a password to check.';
    case 'failed':
      return 'The password could not be checked. Please try again.';
  }
}

/**
 * "Check a password" against the breach corpus by k-anonymity: the browser hashes it, sends the first 5 characters
 * of the SHA-1 and compares the answer's suffixes itself. The input is uncontrolled and emptied as the check starts,
 * so the password is never held in React state, a form library or the URL. On an alert's page, a password found in
 * no breach calls `onClean`, which closes the plan's step asking for the check.
 */
export function PasswordCheck({ onClean }: { onClean?: () => void } = {}) {
  const titleId = useId();
  const inputId = useId();
  const explanationId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = input.current;
    if (!field || checking) return;
    const password = field.value;
    field.value = '';
    if (password === '') {
      setOutcome({ kind: 'empty' });
      field.focus();
      return;
    }
    setOutcome(null);
    setChecking(true);
    try {
      const count = await passwordBreachCount(password);
      setOutcome(count > 0 ? { kind: 'found', count } : { kind: 'clean' });
      // an alert's plan closes its "check your new password" step by itself (the password never leaves the page)
      if (count === 0) onClean?.();
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setChecking(false);
    }
  }

  const isProblem = outcome?.kind === 'empty' || outcome?.kind === 'failed';
  return (
    <form className={styles.form} onSubmit={(event) => void check(event)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={identity.sectionTitle}>
        Check a password
      </h2>
      <p id={explanationId} className={identity.muted}>
        Only the first 5 characters of the password&apos;s SHA-1 hash are sent; the password never leaves your browser.
      </p>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          Password
        </label>
        <input
          ref={input}
          id={inputId}
          type="password"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className={styles.input}
          aria-describedby={explanationId}
          aria-invalid={outcome?.kind === 'empty' || undefined}
        />
      </div>
      {isProblem ? (
        <p className={identity.error} role="alert">
          {outcomeText(outcome)}
        </p>
      ) : null}
      <p className={outcome?.kind === 'found' ? identity.error : identity.text} role="status">
        {outcome && !isProblem ? outcomeText(outcome) : ''}
      </p>
      <div className={styles.buttons}>
        <Button type="submit" aria-disabled={checking || undefined}>
          {checking ? 'Checking…' : 'Check Password'}
        </Button>
      </div>
    </form>
  );
}
