import { Form, useForm } from 'react-final-form';

import { Button } from '@beacon/ui';
import { phoneDigits, TextField, validateWith } from '@beacon/ui/forms';
import { normalizePhone, phoneSearchSchema } from '@beacon/validation';

import { loadPage } from './full-page-navigation';
import { formatPhone, isAllowedPhoneKey } from './phone-input';
import styles from './search-forms.module.css';
import { phoneReportUrl } from './search-urls';

function PhoneField() {
  const form = useForm();
  return (
    <TextField
      name="phone"
      label="Phone Number"
      type="tel"
      inputMode="numeric"
      autoComplete="off"
      placeholder="(555) 555-5555"
      required
      parse={phoneDigits}
      format={formatPhone}
      onKeyDown={(event) => {
        if (!isAllowedPhoneKey(event)) event.preventDefault();
      }}
      onPaste={(event) => {
        // Pasted text is stripped to its last 10 digits ("+1 (415) 555-0132" becomes 4155550132).
        event.preventDefault();
        form.change('phone', normalizePhone(event.clipboardData.getData('text')));
      }}
    />
  );
}

export function PhoneSearchForm({ onSearched }: { onSearched?: () => void }) {
  return (
    <Form<{ phone?: string }>
      onSubmit={(values) => {
        onSearched?.();
        loadPage(phoneReportUrl(normalizePhone(values.phone ?? '')));
      }}
      validate={validateWith(phoneSearchSchema)}
    >
      {({ handleSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Search by phone">
          <PhoneField />
          <Button type="submit">Search</Button>
        </form>
      )}
    </Form>
  );
}
