import { Form } from 'react-final-form';

import { DEFAULT_STATE_FILTER, US_STATES, ZIP_DIGITS } from '@beacon/platform';
import { Button } from '@beacon/ui';
import { SelectField, TextField, validateWith } from '@beacon/ui/forms';
import { addressSearchSchema } from '@beacon/validation';

import { loadPage } from './full-page-navigation';
import styles from './search-forms.module.css';
import { locationReportUrl } from './search-urls';
import { StreetAutocomplete } from './StreetAutocomplete';

interface AddressValues {
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
}

const STATE_OPTIONS = [
  { value: '', label: 'State' },
  ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
];

export function AddressSearchForm({ onSearched }: { onSearched?: () => void }) {
  return (
    <Form<AddressValues>
      onSubmit={(values) => {
        onSearched?.();
        loadPage(locationReportUrl({ ...values, state: values.state || DEFAULT_STATE_FILTER }));
      }}
      validate={validateWith(addressSearchSchema)}
    >
      {({ handleSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Search by address">
          <StreetAutocomplete />
          <TextField name="city" label="City" autoComplete="off" />
          <SelectField name="state" label="State" options={STATE_OPTIONS} />
          <TextField
            name="zip"
            label="Zip Code"
            inputMode="numeric"
            autoComplete="off"
            maxLength={ZIP_DIGITS}
            parse={(value) => value.slice(0, ZIP_DIGITS)}
          />
          <Button type="submit">Search</Button>
        </form>
      )}
    </Form>
  );
}
