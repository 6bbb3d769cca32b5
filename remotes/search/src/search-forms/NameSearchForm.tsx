import { Form } from 'react-final-form';
import { useNavigate } from '@beacon/react-router';

import { DEFAULT_STATE_FILTER, US_STATES } from '@beacon/platform';
import { Button } from '@beacon/ui';
import { SelectField, TextField, validateWith } from '@beacon/ui/forms';
import { personSearchSchema } from '@beacon/validation';

import styles from './search-forms.module.css';
import { personSearchUrl, type NameSearchOptions, type NameSearchValues } from './search-urls';

const STATE_OPTIONS = [
  { value: DEFAULT_STATE_FILTER, label: 'All States' },
  ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
];

export function NameSearchForm({
  onSearched,
  initialValues,
  ...options
}: NameSearchOptions & { onSearched?: () => void; initialValues?: NameSearchValues }) {
  const navigate = useNavigate();
  return (
    <Form<NameSearchValues>
      onSubmit={(values) => {
        onSearched?.();
        navigate(personSearchUrl(values, options));
      }}
      validate={validateWith(personSearchSchema)}
      initialValues={{ state: DEFAULT_STATE_FILTER, ...initialValues }}
    >
      {({ handleSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Search by name">
          <TextField name="firstName" label="First Name" autoComplete="off" required />
          <TextField name="middleInitial" label="Middle Initial" maxLength={1} autoComplete="off" />
          <TextField name="lastName" label="Last Name" autoComplete="off" required />
          <TextField name="city" label="City" autoComplete="off" />
          <SelectField name="state" label="State" options={STATE_OPTIONS} />
          <TextField name="age" label="Age" inputMode="numeric" maxLength={3} autoComplete="off" />
          <Button type="submit">Search</Button>
        </form>
      )}
    </Form>
  );
}
