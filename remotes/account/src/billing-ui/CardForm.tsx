import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';

import { isApiError, useAddPaymentOption, type PaymentOption } from '@beacon/api';
import { Button } from '@beacon/ui';
import { TextField, validateWith } from '@beacon/ui/forms';
import { addCardSchema, cardBrand, cardDigits, formatCardNumber, type AddCardInput } from '@beacon/validation';

import styles from './billing.module.css';

const BRAND_HINT: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "1226" → "12/26" as the member types. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CardFormProps {
  /** offer "Make this my default card" (payment settings); checkout saves the card without asking */
  askDefault?: boolean;
  submitLabel: string;
  onSaved: (card: PaymentOption) => void;
  onCancel?: () => void;
}

/**
 * A new card (spec §5: digits only, grouped in fours with dashes). Checked with the same schema as the server: the
 * Luhn checksum and the length of the card's network, an expiry in the future and a security code. The number goes
 * to the server once and on to the payment gateway; nothing here keeps it.
 */
export function CardForm({ askDefault = false, submitLabel, onSaved, onCancel }: CardFormProps) {
  const add = useAddPaymentOption();

  async function save(values: AddCardInput) {
    try {
      onSaved(await add.mutateAsync({ ...values, nameOnCard: values.nameOnCard.trim() }));
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: isApiError(error) ? error.message : 'Your card could not be saved. Please try again.' };
    }
  }

  return (
    <Form<AddCardInput> onSubmit={save} validate={validateWith(addCardSchema)}>
      {({ handleSubmit, submitting, submitError, values }) => {
        const brand = cardBrand(cardDigits(values.cardNumber ?? ''));
        return (
          <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="New card">
            {submitError ? (
              <p className={styles.error} role="alert">
                {String(submitError)}
              </p>
            ) : null}
            <TextField
              name="cardNumber"
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234-5678-9012-3456"
              parse={formatCardNumber}
              aria-describedby="card-brand"
            />
            <p id="card-brand" className={styles.muted} aria-live="polite">
              {brand !== 'unknown' ? BRAND_HINT[brand] : 'Visa, Mastercard, American Express or Discover'}
            </p>
            <div className={styles.row}>
              <TextField
                name="expiry"
                label="Expiration date (MM/YY)"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                parse={formatExpiry}
              />
              <TextField
                name="cvc"
                label="Security code"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                parse={(value) => value.replace(/\D/g, '').slice(0, 4)}
              />
            </div>
            <TextField name="nameOnCard" label="Name on card" autoComplete="cc-name" />
            {askDefault ? (
              <Field name="makeDefault" type="checkbox">
                {({ input }) => (
                  <label className={styles.checkbox}>
                    <input {...input} type="checkbox" />
                    Make this my default card
                  </label>
                )}
              </Field>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Saving…' : submitLabel}
              </Button>
              {onCancel ? (
                <button type="button" className={styles.linkButton} onClick={onCancel}>
                  Cancel
                </button>
              ) : null}
            </div>
          </form>
        );
      }}
    </Form>
  );
}
