import { FORM_ERROR } from 'final-form';
import { useId } from 'react';
import { Form } from 'react-final-form';

import { paymentRequiredOf, useAddMonitoredData, type IdentityMember, type MonitoredItem } from '@beacon/api';
import { Button, usePurchaseRedirect } from '@beacon/ui';
import {
  digitsUpTo,
  EmailListField,
  formLayout as styles,
  ListField,
  PhoneListField,
  TextField,
  validatePayload,
} from '@beacon/ui/forms';
import {
  MAX_MONITORED_PER_KIND,
  monitoredDataPatchSchema,
  parseWith,
  type MonitoredDataKind,
} from '@beacon/validation';

import { failureText } from '../../identity-ui/failure-text';
import identity from '../../identity-ui/identity.module.css';
import { EMPTY_MONITORED_DATA, monitoredDataPayloadOf, type MonitoredDataValues } from './monitored-data-values';

const validateMonitoredData = validatePayload(monitoredDataPatchSchema, monitoredDataPayloadOf, 'data');
const cardDigits = digitsUpTo(19);
const ssnDigits = digitsUpTo(4);
const AT_MAX = `You watch as many of these as you can (${MAX_MONITORED_PER_KIND}).`;

export interface MonitoredDataFormProps {
  member: IdentityMember;
  /** What is watched now, if known: each kind takes at most MAX_MONITORED_PER_KIND items in all. */
  watched: readonly MonitoredItem[] | undefined;
  /** A save begins: the last save's announcement no longer applies. */
  onSaving?: () => void;
  /** The items watched after the save (the PATCH answer). */
  onSaved: (items: MonitoredItem[]) => void;
}

/**
 * E-mails, phones, usernames, card numbers and the SSN's last 4 to add to what is watched, checked with the
 * contract's schema as the member types. A refused save keeps every input; a saved one empties the form (what was
 * added shows, masked, among what is watched).
 */
export function MonitoredDataForm({ member, watched, onSaving, onSaved }: MonitoredDataFormProps) {
  const add = useAddMonitoredData();
  const toPurchase = usePurchaseRedirect();
  const titleId = useId();
  const room = (kind: MonitoredDataKind) =>
    Math.max(0, MAX_MONITORED_PER_KIND - (watched ?? []).filter((item) => item.kind === kind).length);

  async function submit(values: MonitoredDataValues) {
    onSaving?.();
    try {
      const input = parseWith(monitoredDataPatchSchema, monitoredDataPayloadOf(values));
      onSaved(await add.mutateAsync({ memberId: member.id, input }));
      return undefined;
    } catch (error) {
      const required = paymentRequiredOf(error, 'product', 'dark_web_monitoring');
      if (required) {
        toPurchase(required);
        return undefined;
      }
      return { [FORM_ERROR]: failureText(error, 'Your data could not be saved. Please try again.') };
    }
  }

  return (
    <Form<MonitoredDataValues>
      onSubmit={async (values, form) => {
        const outcome = await submit(values);
        // a saved submission starts the form afresh; a refused one keeps everything typed
        if (!outcome) form.restart(EMPTY_MONITORED_DATA);
        return outcome;
      }}
      validate={validateMonitoredData}
      initialValues={EMPTY_MONITORED_DATA}
    >
      {({ handleSubmit, submitting, submitError, error, submitFailed }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <h2 id={titleId} className={identity.sectionTitle}>
            Add data to watch
          </h2>
          <p className={identity.muted}>
            We keep only a masked form of what you add (like Visa •••• 4242) and tell you when it shows up in a breach.
          </p>
          {submitError ? (
            <p className={identity.error} role="alert">
              {String(submitError)}
            </p>
          ) : null}
          <EmailListField max={room('email')} atMaxText={AT_MAX} />
          <PhoneListField max={room('phone')} atMaxText={AT_MAX} />
          <ListField<string>
            name="usernames"
            legend="Usernames"
            hint="Screen names you use on websites and games."
            addLabel="Add Username"
            itemNoun="username"
            max={room('username')}
            atMaxText={AT_MAX}
            newItem={() => ''}
            renderItem={(itemName, index, autoFocus) => (
              <TextField name={itemName} label={`Username ${index + 1}`} autoComplete="off" autoFocus={autoFocus} />
            )}
          />
          <ListField<string>
            name="cards"
            legend="Payment cards"
            hint="The card number, digits only. After saving only its network and last 4 digits are shown."
            addLabel="Add Card"
            itemNoun="card"
            max={room('card')}
            atMaxText={AT_MAX}
            newItem={() => ''}
            renderItem={(itemName, index, autoFocus) => (
              <TextField
                name={itemName}
                label={`Card number ${index + 1}`}
                inputMode="numeric"
                autoComplete="off"
                parse={cardDigits}
                autoFocus={autoFocus}
              />
            )}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Social Security number</legend>
            <div className={styles.row}>
              <TextField
                name="ssnLast4"
                label="Last 4 digits"
                inputMode="numeric"
                autoComplete="off"
                parse={ssnDigits}
              />
            </div>
          </fieldset>
          {submitFailed && typeof error === 'string' ? (
            <p className={identity.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving…' : 'Start Watching'}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
