import { FORM_ERROR } from 'final-form';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Link, useNavigate } from '@beacon/react-router';

import {
  paymentRequiredOf,
  useGuardianProtection,
  useProtectionMembersPage,
  usePutIdentityDetails,
  type GuardianProtection,
} from '@beacon/api';
import { paths } from '@beacon/platform';
import { Button, Page, TextPlaceholder, usePurchaseRedirect } from '@beacon/ui';
import {
  EmailListField,
  formLayout as styles,
  ListField,
  PhoneListField,
  TextField,
  validatePayload,
} from '@beacon/ui/forms';
import { MAX_EMAILS, MAX_PHONES, MAX_USERNAMES, identityDetailsSchema, parseWith } from '@beacon/validation';

import guardian from '../../guardian-ui/guardian.module.css';
import { selfMemberOf } from '../../guardian-ui/self-member';

const TITLE = 'Identity Monitoring Setup';
const INTRO = 'Choose the identity details Guardian watches for you.';

interface IdentityValues {
  emails?: (string | undefined)[];
  phones?: (string | undefined)[];
  usernames?: (string | undefined)[];
}

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function identityPayloadOf(values: IdentityValues) {
  return {
    emails: (values.emails ?? []).map(clean),
    phones: (values.phones ?? []).map((phone) => clean(phone).replace(/\D/g, '')),
    usernames: (values.usernames ?? []).map(clean),
  };
}

const validateIdentity = validatePayload(identityDetailsSchema, identityPayloadOf);

/** What is already monitored, else what the member gave Guardian in the first step; at least one e-mail input. */
function initialIdentityOf({ details }: GuardianProtection): IdentityValues {
  const { monitored } = details;
  const emails = monitored.emails.length > 0 ? monitored.emails : details.emails;
  return {
    emails: emails.length > 0 ? [...emails] : [''],
    phones: [...(monitored.phones.length > 0 ? monitored.phones : details.phones)],
    usernames: [...monitored.usernames],
  };
}

// Default export: React.lazy loads this screen as its own chunk.
export default function GuardianIdentitySetupScreen() {
  const members = useProtectionMembersPage();
  const self = selfMemberOf(members.data?.items);
  const protection = useGuardianProtection(self?.id);

  let content: ReactNode;
  if (members.isError || (protection.isError && !protection.data)) {
    content = (
      <div className={guardian.stack}>
        <p className={guardian.error} role="alert">
          Your details could not be loaded. Please try again.
        </p>
        <div>
          <Button onClick={() => void (members.isError ? members.refetch() : protection.refetch())}>Try Again</Button>
        </div>
      </div>
    );
  } else if (members.data && !self) {
    content = (
      <div className={guardian.stack}>
        <p className={guardian.text}>Set up Guardian first: it needs to know whose identity to watch.</p>
        <Link className={guardian.primaryLink} to={paths.guardianSetup}>
          Set Up Guardian
        </Link>
      </div>
    );
  } else if (protection.data) {
    content = <IdentityForm protection={protection.data} />;
  } else {
    content = (
      <ul className={guardian.list} aria-busy="true" aria-label="Loading your details">
        {[0, 1, 2].map((index) => (
          <li key={index} className={guardian.card}>
            <TextPlaceholder size="sentence" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title={TITLE} intro={INTRO}>
      <p className={guardian.text}>
        Guardian watches these e-mail addresses, phone numbers and usernames on the dark web, where stolen data is
        traded, and tells you when one shows up in a breach or a leak.
      </p>
      {content}
    </Page>
  );
}

function IdentityForm({ protection }: { protection: GuardianProtection }) {
  const putIdentity = usePutIdentityDetails();
  const navigate = useNavigate();
  const toPurchase = usePurchaseRedirect();
  // read once: a scan's polling must not reset what the member is typing
  const [initialValues] = useState(() => initialIdentityOf(protection));
  const memberId = protection.member.id;

  async function submit(values: IdentityValues) {
    try {
      await putIdentity.mutateAsync({ memberId, input: parseWith(identityDetailsSchema, identityPayloadOf(values)) });
    } catch (error) {
      const required = paymentRequiredOf(error, 'product');
      if (required) {
        toPurchase(required);
        return undefined;
      }
      return { [FORM_ERROR]: 'Your identity details could not be saved. Please try again.' };
    }
    navigate(paths.guardianSetupInitialResults);
    return undefined;
  }

  return (
    <Form<IdentityValues> onSubmit={submit} validate={validateIdentity} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="identity-title">
          <h2 id="identity-title" className={guardian.sectionTitle}>
            What Guardian watches
          </h2>
          {submitError ? (
            <p className={guardian.error} role="alert">
              {String(submitError)}
            </p>
          ) : null}
          {/* the member's own details: the browser may offer what it knows of them */}
          <EmailListField max={MAX_EMAILS} hint="At least one." autoComplete="email" />
          <PhoneListField max={MAX_PHONES} autoComplete="tel-national" />
          <ListField<string>
            name="usernames"
            legend="Usernames"
            hint="Screen names you use on websites and games."
            addLabel="Add Username"
            itemNoun="username"
            max={MAX_USERNAMES}
            newItem={() => ''}
            renderItem={(itemName, index, autoFocus) => (
              <TextField
                name={itemName}
                label={`Username ${index + 1}`}
                autoComplete="username"
                autoFocus={autoFocus}
              />
            )}
          />
          <div className={styles.buttons}>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving…' : 'Start Monitoring'}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
