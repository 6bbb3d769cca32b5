import { useState } from 'react';
import { Field, Form } from 'react-final-form';

import {
  useCancelSubscription,
  useMeta,
  useReplaceSubscriptions,
  useSubscriptions,
  type Subscription,
} from '@beacon/api';
import { formatDisplayDate, formatMoney, formatRecurringPrice } from '@beacon/platform';
import { Button, Modal, Page, TextPlaceholder } from '@beacon/ui';
import { SelectField } from '@beacon/ui/forms';
import { CANCEL_REASONS } from '@beacon/validation';

import styles from '../../billing-ui/billing.module.css';
import { Notice, type NoticeValue } from '../../billing-ui/Notice';
import { accessRuleOf, statusText } from './subscription-status';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMINDER_DAYS = 7;
const REASON_OPTIONS = [{ value: '', label: 'Choose a reason' }, ...CANCEL_REASONS];

interface CancelValues {
  reason?: string;
  comment?: string;
}

type Step =
  | { kind: 'reason'; subscription: Subscription }
  | { kind: 'confirm'; subscription: Subscription; values: CancelValues };

/** Days until an ISO date, from today (UTC). */
function daysUntil(date: string, now: number): number {
  return Math.ceil((Date.parse(`${date}T00:00:00Z`) - now) / DAY_MS);
}

// Default export: React.lazy loads this screen as its own chunk.
export default function SubscriptionsScreen() {
  const subscriptions = useSubscriptions();
  const cancel = useCancelSubscription();
  const reactivate = useReplaceSubscriptions();
  const phone = useMeta('support.phone_display');
  const [now] = useState(() => Date.now());
  const [step, setStep] = useState<Step | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  function confirmCancel(subscription: Subscription, values: CancelValues) {
    setStep(null);
    cancel.mutate(
      { id: subscription.id, change: { reason: values.reason ?? 'other', comment: values.comment?.trim() || null } },
      {
        onSuccess: (canceled) =>
          setNotice({ kind: 'done', text: `${canceled.plan.name} is canceled. ${accessRuleOf(canceled)}` }),
        onError: () => setNotice({ kind: 'failed', text: 'The subscription could not be canceled. Please try again.' }),
      },
    );
  }

  function startAgain(subscription: Subscription) {
    const failed = `Something went wrong. Please call ${phone.data ?? 'Member Care'} to reactivate your subscription.`;
    reactivate.mutate([subscription.id], {
      onSuccess: (result) =>
        setNotice(
          result.error
            ? { kind: 'failed', text: failed }
            : { kind: 'done', text: 'Your subscription was successfully reactivated.' },
        ),
      onError: () => setNotice({ kind: 'failed', text: failed }),
    });
  }

  return (
    <Page title="Membership Settings" intro="Your subscriptions, what they include and when they renew.">
      <div className={styles.stack}>
        <Notice notice={notice} />
        {subscriptions.isPending ? (
          <div aria-busy="true" aria-label="Loading your subscriptions">
            <TextPlaceholder size="sentence" />
            <TextPlaceholder size="sentence" />
          </div>
        ) : null}
        {subscriptions.isError ? (
          <p className={styles.error} role="alert">
            Your subscriptions could not be loaded. Please try again.
          </p>
        ) : null}
        {subscriptions.data && subscriptions.data.length === 0 ? <p>You have no subscriptions.</p> : null}
        {subscriptions.data && subscriptions.data.length > 0 ? (
          <ul className={styles.list} aria-label="Your subscriptions">
            {subscriptions.data.map((subscription) => {
              const active = subscription.status === 'active';
              const next = subscription.next;
              const renewsSoon =
                active && next !== null && daysUntil(next, now) <= REMINDER_DAYS && daysUntil(next, now) >= 0;
              const reactivatable = subscription.status === 'canceled' && next !== null && daysUntil(next, now) > 0;
              return (
                <li key={subscription.id} className={styles.item}>
                  <div className={styles.itemBody}>
                    <strong>{subscription.plan.name}</strong>
                    <span>{formatRecurringPrice(subscription.plan)}</span>
                    <span>
                      <span className={styles.badge}>{statusText(subscription)}</span>
                      {active && next ? ` Renews on ${formatDisplayDate(next)}` : null}
                    </span>
                    {subscription.status === 'canceled' ? <span>{accessRuleOf(subscription)}</span> : null}
                    <span className={styles.muted}>
                      Includes: {subscription.products.map((product) => product.name).join(', ')}
                    </span>
                    {renewsSoon ? (
                      <span role="note">
                        Reminder: this subscription renews on {formatDisplayDate(next)} for{' '}
                        {formatMoney(subscription.plan.recurring_price)}.
                      </span>
                    ) : null}
                  </div>
                  <div className={styles.actions}>
                    {active ? (
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() => setStep({ kind: 'reason', subscription })}
                      >
                        Cancel {subscription.plan.name}
                      </button>
                    ) : null}
                    {reactivatable ? (
                      <Button onClick={() => startAgain(subscription)} disabled={reactivate.isPending}>
                        Reactivate
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>

      {step?.kind === 'reason' ? (
        <Form<CancelValues>
          onSubmit={(values) => setStep({ kind: 'confirm', subscription: step.subscription, values })}
          validate={(values) => (values.reason ? {} : { reason: 'Please choose a reason for canceling.' })}
        >
          {({ handleSubmit, errors, submitFailed }) => (
            <Modal
              title={`Cancel ${step.subscription.plan.name}`}
              actionLabel="Continue"
              onAction={() => void handleSubmit()}
              onClose={() => setStep(null)}
              cancelLabel="Keep my subscription"
            >
              <form onSubmit={handleSubmit} className={styles.stack} noValidate>
                <SelectField name="reason" label="Why are you canceling?" options={REASON_OPTIONS} />
                {submitFailed && errors?.reason ? (
                  <p className={styles.error} role="alert">
                    {String(errors.reason)}
                  </p>
                ) : null}
                <Field name="comment">
                  {({ input }) => (
                    <label className={styles.itemBody}>
                      <span>Anything you would like to tell us? (optional)</span>
                      <textarea {...input} rows={3} maxLength={2000} />
                    </label>
                  )}
                </Field>
              </form>
            </Modal>
          )}
        </Form>
      ) : null}
      {step?.kind === 'confirm' ? (
        <Modal
          title="Cancel your subscription?"
          actionLabel="Yes, cancel"
          onAction={() => confirmCancel(step.subscription, step.values)}
          onClose={() => setStep(null)}
          cancelLabel="Keep my subscription"
        >
          <p>{accessRuleOf(step.subscription)}</p>
          <p>Until then, you can reactivate {step.subscription.plan.name} at the same price.</p>
        </Modal>
      ) : null}
    </Page>
  );
}
