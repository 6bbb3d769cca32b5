import { Form } from 'react-final-form';

import { Button } from '@beacon/ui';
import { TextField, validateWith } from '@beacon/ui/forms';
import { emailSearchSchema } from '@beacon/validation';

import { loadPage } from './full-page-navigation';
import styles from './search-forms.module.css';
import { emailReportUrl } from './search-urls';

export function EmailSearchForm({ onSearched }: { onSearched?: () => void }) {
  return (
    <Form<{ email?: string }>
      onSubmit={(values) => {
        onSearched?.();
        loadPage(emailReportUrl(values.email ?? ''));
      }}
      validate={validateWith(emailSearchSchema)}
    >
      {({ handleSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Search by email">
          <TextField name="email" label="Email Address" type="email" autoComplete="off" required />
          <Button type="submit">Search</Button>
        </form>
      )}
    </Form>
  );
}
