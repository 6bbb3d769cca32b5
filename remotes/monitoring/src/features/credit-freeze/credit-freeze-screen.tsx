import { useId, useState, type FormEvent } from 'react';

import {
  getCreditFreezePin,
  useCreditFreezes,
  usePlanCreditApplication,
  useSetCreditFreeze,
  type CreditFreeze,
} from '@beacon/api';
import { formatDisplayDate, monitoringRoutes, useRouteTitle } from '@beacon/platform';
import { Button, Page } from '@beacon/ui';
import { formLayout as form } from '@beacon/ui/forms';
import { THAW_REMINDER_DAYS_BEFORE, type CreditFreezeStatus } from '@beacon/validation';

import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingCards } from '../../identity-ui/LoadState';

const INTRO =
  'A credit freeze stops anyone opening credit in your name. It is free at each of the three bureaus; lift it for a ' +
  'few days when you apply for credit. Keep here what you did at each bureau.';

const STATUS_LABELS: Record<CreditFreezeStatus, string> = {
  not_frozen: 'Not frozen',
  frozen: 'Frozen',
  thawed: 'Thawed (temporarily lifted)',
};

/** "Not frozen", "Frozen on Nov 1, 2026", "Thawed until Nov 20, 2026". */
export function freezeStatusText(freeze: CreditFreeze): string {
  if (freeze.status === 'frozen') return freeze.frozenOn ? `Frozen on ${formatDisplayDate(freeze.frozenOn)}` : 'Frozen';
  if (freeze.status === 'thawed') {
    return freeze.thawedUntil ? `Thawed until ${formatDisplayDate(freeze.thawedUntil)}` : 'Thawed';
  }
  return 'Not frozen';
}

// Default export: React.lazy loads this screen as its own chunk.
export default function CreditFreezeScreen() {
  const title = useRouteTitle(monitoringRoutes.routes.creditFreeze);
  const freezes = useCreditFreezes();
  return (
    <Page title={title} intro={INTRO}>
      <div className={identity.stack}>
        {freezes.isPending ? <LoadingCards label="Loading your credit freezes" count={3} /> : null}
        {freezes.isError && !freezes.data ? (
          <LoadFailure
            text="Your credit freezes could not be loaded. Please try again."
            onRetry={() => void freezes.refetch()}
          />
        ) : null}
        {freezes.data ? (
          <>
            <ul className={identity.cards} aria-label="Credit bureaus">
              {freezes.data.bureaus.map((freeze) => (
                <BureauCard key={freeze.bureau} freeze={freeze} />
              ))}
            </ul>
            <PlannedApplication
              date={freezes.data.plannedApplication.date}
              reminderOn={freezes.data.plannedApplication.reminderOn}
              sent={freezes.data.plannedApplication.reminderSentAt !== null}
            />
          </>
        ) : null}
      </div>
    </Page>
  );
}

function BureauCard({ freeze }: { freeze: CreditFreeze }) {
  const titleId = useId();
  const fieldId = useId();
  const save = useSetCreditFreeze();
  const [status, setStatus] = useState<CreditFreezeStatus>(freeze.status);
  const [frozenOn, setFrozenOn] = useState(freeze.frozenOn ?? '');
  const [thawedUntil, setThawedUntil] = useState(freeze.thawedUntil ?? '');
  const [shownPin, setShownPin] = useState<string | null>(null);
  const [pinFailed, setPinFailed] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pinField = event.currentTarget.elements.namedItem('pin');
    const pin = pinField instanceof HTMLInputElement ? pinField.value.trim() : '';
    if (pinField instanceof HTMLInputElement) pinField.value = '';
    save.mutate({
      bureau: freeze.bureau,
      input: {
        status,
        ...(status !== 'not_frozen' && frozenOn ? { frozenOn } : {}),
        ...(status === 'thawed' && thawedUntil ? { thawedUntil } : {}),
        ...(pin ? { pin } : {}),
      },
    });
  }

  async function showPin() {
    setPinFailed(false);
    try {
      setShownPin((await getCreditFreezePin(freeze.bureau)) ?? '');
    } catch {
      setPinFailed(true);
    }
  }

  return (
    <li className={identity.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={identity.sectionTitle}>
        {freeze.name}
      </h2>
      <p className={identity.text} role="status">
        {freezeStatusText(freeze)}
      </p>
      <ul className={identity.actions}>
        <li>
          <a className={identity.link} href={freeze.freezeUrl} target="_blank" rel="noopener noreferrer">
            Freeze at {freeze.name}
            <span className={identity.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a className={identity.link} href={freeze.thawUrl} target="_blank" rel="noopener noreferrer">
            Temporarily lift at {freeze.name}
            <span className={identity.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </li>
        <li className={identity.muted}>Phone: {freeze.phone}</li>
      </ul>
      <form className={form.form} onSubmit={submit} noValidate aria-label={`Your freeze at ${freeze.name}`}>
        <div className={form.field}>
          <label htmlFor={`${fieldId}-status`} className={form.label}>
            Status at {freeze.name}
          </label>
          <select
            id={`${fieldId}-status`}
            className={form.input}
            value={status}
            onChange={(event) => setStatus(event.target.value as CreditFreezeStatus)}
          >
            {(Object.keys(STATUS_LABELS) as CreditFreezeStatus[]).map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {status !== 'not_frozen' ? (
          <div className={form.field}>
            <label htmlFor={`${fieldId}-frozen`} className={form.label}>
              Frozen on
            </label>
            <input
              id={`${fieldId}-frozen`}
              type="date"
              className={form.input}
              value={frozenOn}
              onChange={(event) => setFrozenOn(event.target.value)}
            />
          </div>
        ) : null}
        {status === 'thawed' ? (
          <div className={form.field}>
            <label htmlFor={`${fieldId}-thawed`} className={form.label}>
              Thawed until
            </label>
            <input
              id={`${fieldId}-thawed`}
              type="date"
              className={form.input}
              value={thawedUntil}
              onChange={(event) => setThawedUntil(event.target.value)}
            />
          </div>
        ) : null}
        <div className={form.field}>
          <label htmlFor={`${fieldId}-pin`} className={form.label}>
            {freeze.name} PIN (optional)
          </label>
          <input
            id={`${fieldId}-pin`}
            name="pin"
            type="password"
            autoComplete="off"
            className={form.input}
            aria-describedby={`${fieldId}-pin-hint`}
          />
          <span id={`${fieldId}-pin-hint`} className={identity.muted}>
            Kept encrypted. {freeze.hasPin ? 'Leave empty to keep the PIN you saved.' : ''}
          </span>
        </div>
        {save.isError ? (
          <p className={identity.error} role="alert">
            The freeze could not be saved. Please check the dates and try again.
          </p>
        ) : null}
        <div className={form.buttons}>
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            Save<span className={identity.visuallyHidden}> {freeze.name}</span>
          </Button>
        </div>
      </form>
      {freeze.hasPin ? (
        <div className={identity.actions}>
          {shownPin === null ? (
            <Button onClick={() => void showPin()}>
              Show PIN<span className={identity.visuallyHidden}> for {freeze.name}</span>
            </Button>
          ) : (
            <p className={identity.text}>
              {freeze.name} PIN: <strong>{shownPin}</strong> <Button onClick={() => setShownPin(null)}>Hide PIN</Button>
            </p>
          )}
          {pinFailed ? (
            <p className={identity.error} role="alert">
              The PIN could not be shown. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function PlannedApplication({
  date,
  reminderOn,
  sent,
}: {
  date: string | null;
  reminderOn: string | null;
  sent: boolean;
}) {
  const titleId = useId();
  const inputId = useId();
  const plan = usePlanCreditApplication();
  const [value, setValue] = useState(date ?? '');
  return (
    <section className={identity.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={identity.sectionTitle}>
        Planning to apply for credit?
      </h2>
      <p className={identity.text}>
        Enter the date and we will e-mail you a reminder {THAW_REMINDER_DAYS_BEFORE} days before, to lift your freezes
        in time.
      </p>
      <form
        className={form.form}
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          plan.mutate(value || null);
        }}
      >
        <div className={form.field}>
          <label htmlFor={inputId} className={form.label}>
            Date of the application
          </label>
          <input
            id={inputId}
            type="date"
            className={form.input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        {plan.isError ? (
          <p className={identity.error} role="alert">
            The date could not be saved. Please try again.
          </p>
        ) : null}
        <div className={form.buttons}>
          <Button type="submit" aria-disabled={plan.isPending || undefined}>
            Save Date
          </Button>
        </div>
      </form>
      <p className={identity.muted} role="status">
        {date && reminderOn
          ? sent
            ? `The reminder for ${formatDisplayDate(date)} was sent.`
            : `Reminder on ${formatDisplayDate(reminderOn)} for your application on ${formatDisplayDate(date)}.`
          : ''}
      </p>
    </section>
  );
}
