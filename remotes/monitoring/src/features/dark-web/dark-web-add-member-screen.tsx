import { FORM_ERROR } from 'final-form';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Link, useNavigate } from '@beacon/react-router';

import { paymentRequiredOf, useAddIdentityMember, useIdentityMembers } from '@beacon/api';
import { paths } from '@beacon/platform';
import { Button, Page, usePurchaseRedirect } from '@beacon/ui';
import { formLayout as styles, TextField, validatePayload } from '@beacon/ui/forms';
import { addIdentityMemberSchema, parseWith } from '@beacon/validation';

import { CheckboxField } from '../../identity-ui/CheckboxField';
import { failureText } from '../../identity-ui/failure-text';
import identity from '../../identity-ui/identity.module.css';
import { LoadFailure, LoadingLines } from '../../identity-ui/LoadState';
import { peopleCount } from '../../identity-ui/people';
import { setupPathOf } from './setup-path';
import { ProductOffer } from './ProductOffer';

const TITLE = 'Add a Member';
const INTRO = 'Protect someone in your family too.';

interface AddMemberValues {
  firstName?: string;
  lastName?: string;
  privateMode?: boolean;
}

const clean = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The body of POST …/members (checked by `addIdentityMemberSchema`). */
const addMemberPayloadOf = (values: AddMemberValues) => ({
  firstName: clean(values.firstName),
  lastName: clean(values.lastName),
  privateMode: values.privateMode === true,
});

const validateAddMember = validatePayload(addIdentityMemberSchema, addMemberPayloadOf);

// Default export: React.lazy loads this screen as its own chunk.
export default function DarkWebAddMemberScreen() {
  const members = useIdentityMembers();

  let content: ReactNode;
  if (members.isPending) {
    content = <LoadingLines label="Loading your plan" count={2} />;
  } else if (members.isError && !members.data) {
    content = (
      <LoadFailure
        text="Your dark web monitoring could not be loaded. Please try again."
        onRetry={() => void members.refetch()}
      />
    );
  } else if (members.data.limit === 0) {
    content = <ProductOffer />;
  } else {
    const { items, limit } = members.data;
    content =
      items.length >= limit ? (
        <div className={identity.stack}>
          <p className={identity.text}>Your plan monitors up to {peopleCount(limit)}. Remove someone to add another.</p>
          <Link className={identity.link} to={paths.darkWeb}>
            Back to Dark Web Monitoring
          </Link>
        </div>
      ) : (
        <div className={identity.stack}>
          <p className={identity.text}>Your plan monitors up to {peopleCount(limit)}.</p>
          <p className={identity.text}>
            <strong>
              {items.length} of {limit}
            </strong>{' '}
            monitored
          </p>
          <AddMemberForm />
        </div>
      );
  }

  return (
    <Page title={TITLE} intro={INTRO}>
      {content}
    </Page>
  );
}

function AddMemberForm() {
  const addMember = useAddIdentityMember();
  const navigate = useNavigate();
  const toPurchase = usePurchaseRedirect();
  const titleId = useId();

  async function submit(values: AddMemberValues) {
    try {
      const added = await addMember.mutateAsync(parseWith(addIdentityMemberSchema, addMemberPayloadOf(values)));
      navigate(setupPathOf(added));
      return undefined;
    } catch (error) {
      const required = paymentRequiredOf(error, 'product', 'identity_monitoring');
      if (required) {
        toPurchase(required);
        return undefined;
      }
      return { [FORM_ERROR]: failureText(error, 'The member could not be added. Please try again.') };
    }
  }

  return (
    <Form<AddMemberValues>
      onSubmit={submit}
      validate={validateAddMember}
      initialValues={{ firstName: '', lastName: '', privateMode: false }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <h2 id={titleId} className={identity.sectionTitle}>
            Who to monitor
          </h2>
          {submitError ? (
            <p className={identity.error} role="alert">
              {String(submitError)}
            </p>
          ) : null}
          <div className={styles.row}>
            <TextField name="firstName" label="First name" autoComplete="off" />
            <TextField name="lastName" label="Last name" autoComplete="off" />
          </div>
          <CheckboxField
            name="privateMode"
            label="Private mode"
            hint="Their alerts will not show what was exposed, only that something was."
          />
          <div className={styles.buttons}>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Adding…' : 'Add Member'}
            </Button>
            <Link className={identity.link} to={paths.darkWeb}>
              Cancel
            </Link>
          </div>
        </form>
      )}
    </Form>
  );
}
