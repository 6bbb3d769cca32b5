import { useId, type ReactNode } from 'react';
import { Link, useParams } from '@beacon/react-router';

import { isApiError, useAlertPage, useSetAlertStep, type AlertPage, type AlertPlanStep } from '@beacon/api';
import { formatDisplayDate, monitoringRoutes, paths, useRouteTitle } from '@beacon/platform';
import { Page } from '@beacon/ui';

import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingCards } from '../../identity-ui/LoadState';
import { PasswordCheck } from '../../identity-ui/PasswordCheck';
import styles from './alert-screen.module.css';

export const ALERT_NOT_FOUND_TEXT = 'This alert was not found. It may belong to another account.';

const dateOfMoment = (iso: string) => formatDisplayDate(iso.slice(0, 10));

// Default export: React.lazy loads this screen as its own chunk.
export default function AlertScreen() {
  const { alertId = '' } = useParams();
  const routeTitle = useRouteTitle(monitoringRoutes.routes.alert);
  const alert = useAlertPage(alertId);
  const notFound = isApiError(alert.error) && alert.error.statusCode === 404;

  let content: ReactNode;
  if (alert.isPending) content = <LoadingCards label="Loading the alert" count={2} />;
  else if (notFound) {
    content = (
      <div className={identity.stack}>
        <p className={identity.text} role="alert">
          {ALERT_NOT_FOUND_TEXT}
        </p>
        <Link className={identity.link} to={paths.darkWebMonitoringDashboard}>
          See All Alerts
        </Link>
      </div>
    );
  } else if (alert.isError || !alert.data) {
    content = (
      <LoadFailure text="This alert could not be loaded. Please try again." onRetry={() => void alert.refetch()} />
    );
  } else content = <AlertContent page={alert.data} />;

  return (
    <Page title={alert.data?.heading ?? routeTitle} intro={alert.data?.summary}>
      {content}
    </Page>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={identity.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={identity.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function AlertContent({ page }: { page: AlertPage }) {
  return (
    <div className={identity.stack}>
      {page.archivedAt ? (
        <p className={identity.callout} role="note">
          This alert was archived on {dateOfMoment(page.archivedAt)}, when the watch that raised it was removed. It no
          longer shows in your alerts.
        </p>
      ) : null}
      <div className={styles.facts}>
        <Section title="What was found">
          <p className={identity.text}>{page.heading}</p>
          {page.exposed.length > 0 ? (
            <dl className={identity.facts}>
              <dt>Data exposed</dt>
              <dd>{page.exposed.join(', ')}</dd>
              <dt>Report</dt>
              <dd>{page.categoryLabel}</dd>
            </dl>
          ) : null}
        </Section>
        {page.where.length > 0 ? (
          <Section title="Where">
            <dl className={identity.facts}>
              {page.where.map((entry) => (
                <FactRow key={entry.label} label={entry.label} value={entry.value} />
              ))}
            </dl>
          </Section>
        ) : null}
        <Section title="When">
          <dl className={identity.facts}>
            {page.when.date ? <FactRow label={page.when.label} value={formatDisplayDate(page.when.date)} /> : null}
            <FactRow label="Beacon learned of it" value={dateOfMoment(page.when.learnedAt)} />
          </dl>
        </Section>
        <Section title="Source">
          <p className={identity.text}>
            {page.source.name}
            {page.source.verified ? (
              <>
                {' '}
                <span className={identity.pill}>Verified</span>
              </>
            ) : null}
          </p>
        </Section>
      </div>
      <Plan page={page} />
    </div>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Plan({ page }: { page: AlertPage }) {
  const setStep = useSetAlertStep(page.alertId);
  const done = page.plan.filter((step) => step.done).length;
  return (
    <Section title="Your plan">
      <p className={identity.muted} role="status">
        {done} of {page.plan.length} steps done
      </p>
      {setStep.isError ? (
        <p className={identity.error} role="alert">
          The step could not be saved. Please try again.
        </p>
      ) : null}
      <ol className={styles.steps}>
        {page.plan.map((step) => (
          <PlanStepItem
            key={step.key}
            step={step}
            busy={setStep.isPending}
            onChange={(checked) => setStep.mutate({ stepKey: step.key, input: { done: checked } })}
            onPasswordClean={() => setStep.mutate({ stepKey: step.key, input: { done: true, via: 'password_check' } })}
          />
        ))}
      </ol>
    </Section>
  );
}

function closedText(step: AlertPlanStep): string | null {
  if (step.closedBy !== 'check') return null;
  return step.check === 'credit_freeze'
    ? 'Done: you recorded the freeze in the credit freeze helper.'
    : 'Done: your new password was not found in known breaches.';
}

function PlanStepItem({
  step,
  busy,
  onChange,
  onPasswordClean,
}: {
  step: AlertPlanStep;
  busy: boolean;
  onChange: (checked: boolean) => void;
  onPasswordClean: () => void;
}) {
  const id = useId();
  const closed = closedText(step);
  return (
    <li className={step.done ? styles.stepDone : styles.step}>
      <div className={styles.stepHead}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={step.done}
          aria-describedby={`${id}-detail`}
          aria-disabled={busy || undefined}
          onChange={(event) => {
            if (!busy) onChange(event.target.checked);
          }}
        />
        <label htmlFor={id} className={styles.stepTitle}>
          {step.title}
        </label>
      </div>
      <p id={`${id}-detail`} className={identity.text}>
        {step.detail}
      </p>
      {closed ? <p className={identity.success}>{closed}</p> : null}
      {step.links.length > 0 || step.check === 'credit_freeze' ? (
        <ul className={styles.links}>
          {step.links.map((link) => (
            <li key={link.url}>
              <a className={identity.link} href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className={identity.visuallyHidden}> (opens in a new tab)</span>
              </a>
            </li>
          ))}
          {step.check === 'credit_freeze' ? (
            <li>
              <Link className={identity.link} to={paths.creditFreeze}>
                Credit Freeze Helper
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      {step.check === 'password_check' && !step.done ? <PasswordCheck onClean={onPasswordClean} /> : null}
    </li>
  );
}
