import { FORM_ERROR } from 'final-form';
import { useId } from 'react';
import { Form } from 'react-final-form';

import { paymentRequiredOf, useSaveWatchedAddress, type WatchedAddress } from '@beacon/api';
import { US_STATES } from '@beacon/platform';
import { Button, usePurchaseRedirect } from '@beacon/ui';
import { formLayout as styles, SelectField, TextField, validatePayload } from '@beacon/ui/forms';
import { DEFAULT_WATCH_RADIUS_MILES, parseWith, watchedAddressSchema, type WatchLabel } from '@beacon/validation';

import { failureText } from '../../identity-ui/failure-text';
import identity from '../../identity-ui/identity.module.css';
import { LABEL_NAMES, RADIUS_OPTIONS } from './watch-text';

interface AddressValues {
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  radiusMiles?: string;
}

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
];

const clean = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The body of PUT …/addresses/{label} (checked by `watchedAddressSchema`, as the server checks it). */
const payloadOf = (values: AddressValues) => ({
  street: clean(values.street),
  city: clean(values.city),
  state: clean(values.state),
  zip: clean(values.zip),
  radiusMiles: Number(values.radiusMiles),
});

const validateAddress = validatePayload(watchedAddressSchema, payloadOf);

const initialValuesOf = (saved: WatchedAddress | undefined): AddressValues => ({
  street: saved?.street ?? '',
  city: saved?.city ?? '',
  state: saved?.state ?? '',
  zip: saved?.zip ?? '',
  radiusMiles: String(saved?.radiusMiles ?? DEFAULT_WATCH_RADIUS_MILES),
});

/** Adds or changes the home, work or school address and the radius watched around it. */
export function WatchedAddressForm({
  label,
  saved,
  onSaved,
  onCancel,
}: {
  label: WatchLabel;
  saved: WatchedAddress | undefined;
  onSaved: (address: WatchedAddress) => void;
  onCancel: () => void;
}) {
  const save = useSaveWatchedAddress();
  const toPurchase = usePurchaseRedirect();
  const titleId = useId();

  async function submit(values: AddressValues) {
    try {
      const address = await save.mutateAsync({ label, input: parseWith(watchedAddressSchema, payloadOf(values)) });
      onSaved(address);
      return undefined;
    } catch (error) {
      const required = paymentRequiredOf(error, 'product', 'data_monitoring');
      if (required) {
        toPurchase(required);
        return undefined;
      }
      // a 400 is the server's own words: an address it could not find on the map
      return { [FORM_ERROR]: failureText(error, 'The address could not be saved. Please try again.') };
    }
  }

  return (
    <Form<AddressValues> onSubmit={submit} validate={validateAddress} initialValues={initialValuesOf(saved)}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <h3 id={titleId} className={identity.subTitle}>
            {saved ? 'Change' : 'Add'} your {LABEL_NAMES[label].toLowerCase()} address
          </h3>
          {submitError ? (
            <p className={identity.error} role="alert">
              {String(submitError)}
            </p>
          ) : null}
          <TextField name="street" label="Street address" autoComplete="street-address" />
          <div className={styles.row}>
            <TextField name="city" label="City" autoComplete="address-level2" />
            <SelectField name="state" label="State" options={STATE_OPTIONS} showError />
          </div>
          <div className={styles.row}>
            <TextField name="zip" label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={5} />
            <SelectField name="radiusMiles" label="Watch within" options={RADIUS_OPTIONS} showError />
          </div>
          <div className={styles.buttons}>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving…' : 'Save Address'}
            </Button>
            <button type="button" className={identity.linkButton} onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}
