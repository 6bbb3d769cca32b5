import { FORM_ERROR } from 'final-form';
import { useId, useState } from 'react';
import { Form } from 'react-final-form';

import { US_STATES } from '@beacon/platform';
import {
  EmailListField,
  formLayout as styles,
  ListField,
  PhoneListField,
  TextField,
  validatePayload,
} from '@beacon/ui/forms';
import {
  FAMILY_RELATIONSHIPS,
  FAMILY_RELATIONSHIP_LABELS,
  MAX_ADDRESSES,
  MAX_EMAILS,
  MAX_OTHER_NAMES,
  MAX_PHONES,
  addFamilyMemberSchema,
  authorizedAgentStatement,
  parseWith,
  protectionMemberDetailsSchema,
  type AddFamilyMemberInput,
  type ProtectionMemberDetailsInput,
} from '@beacon/validation';

import { CheckboxInput } from './CheckboxInput';
import guardian from './guardian.module.css';
import {
  detailsPayloadOf,
  emptyAddress,
  familyPayloadOf,
  zipDigits,
  type MemberDetailsValues,
} from './member-details-values';
import { SelectInput } from './SelectInput';
import { FormActions } from './FormActions';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));
const RELATIONSHIP_OPTIONS = FAMILY_RELATIONSHIPS.map((value) => ({ value, label: FAMILY_RELATIONSHIP_LABELS[value] }));

/** An error message for the member, or undefined when the save went through. */
export type SubmitOutcome = string | undefined;

interface CommonProps {
  title: string;
  headingLevel?: 2 | 3 | 4;
  /** Read once: later changes do not reset what the member is typing (a scan's polling refreshes the data). */
  initialValues?: MemberDetailsValues;
  submitLabel: string;
  submittingLabel?: string;
  onCancel?: () => void;
}

export type MemberDetailsFormProps = CommonProps &
  (
    | {
        variant: 'member';
        onSubmit: (input: ProtectionMemberDetailsInput) => Promise<SubmitOutcome>;
        /**
         * A family member added before the authorized-agent statement existed: offer it, unticked and optional (other
         * sites refuse their removal requests until it is given).
         */
        askAuthorizedAgent?: boolean;
      }
    | { variant: 'family'; onSubmit: (input: AddFamilyMemberInput) => Promise<SubmitOutcome> }
  );

const EMPTY: MemberDetailsValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  dob: '',
  otherNames: [],
  addresses: [],
  phones: [],
  emails: [],
};

const validateDetails = validatePayload(protectionMemberDetailsSchema, detailsPayloadOf);
const validateFamily = validatePayload(addFamilyMemberSchema, familyPayloadOf);

/**
 * Who Guardian looks for: names, date of birth, past names, addresses, phones and e-mails. The family variant asks
 * how the person is related and for the member's statement that they may act for them (issue 55). Checked with the
 * contract's schema as the member types; a refused save keeps the form.
 */
export function MemberDetailsForm(props: MemberDetailsFormProps) {
  const { title, headingLevel = 2, submitLabel, submittingLabel = 'Saving…', onCancel, variant } = props;
  const titleId = useId();
  const [initialValues] = useState<MemberDetailsValues>(() => ({
    ...EMPTY,
    ...(variant === 'family' ? { relationship: '' as const } : {}),
    ...props.initialValues,
  }));
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'h4';
  const asksAuthorizedAgent = props.variant === 'family' || props.askAuthorizedAgent === true;

  async function submit(values: MemberDetailsValues) {
    const outcome =
      props.variant === 'family'
        ? await props.onSubmit(parseWith(addFamilyMemberSchema, familyPayloadOf(values)))
        : await props.onSubmit(parseWith(protectionMemberDetailsSchema, detailsPayloadOf(values)));
    return outcome ? { [FORM_ERROR]: outcome } : undefined;
  }

  return (
    <Form<MemberDetailsValues>
      onSubmit={submit}
      validate={variant === 'family' ? validateFamily : validateDetails}
      initialValues={initialValues}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <Heading id={titleId} className={guardian.sectionTitle}>
            {title}
          </Heading>
          {submitError ? (
            <p className={guardian.error} role="alert">
              {String(submitError)}
            </p>
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Name and date of birth</legend>
            <div className={styles.row}>
              <TextField
                name="firstName"
                label="First name"
                autoComplete={variant === 'family' ? 'off' : 'given-name'}
              />
              <TextField
                name="middleName"
                label="Middle name (optional)"
                autoComplete={variant === 'family' ? 'off' : 'additional-name'}
              />
              <TextField
                name="lastName"
                label="Last name"
                autoComplete={variant === 'family' ? 'off' : 'family-name'}
              />
            </div>
            <div className={styles.row}>
              <TextField
                name="dob"
                label="Date of birth"
                type="date"
                autoComplete={variant === 'family' ? 'off' : 'bday'}
              />
              {variant === 'family' ? (
                <SelectInput
                  name="relationship"
                  label="Relationship to you"
                  placeholder="Choose a relationship"
                  options={RELATIONSHIP_OPTIONS}
                />
              ) : null}
            </div>
          </fieldset>
          <ListField<string>
            name="otherNames"
            legend="Other names"
            hint="Maiden names, former names and nicknames, first and last name."
            addLabel="Add Other Name"
            itemNoun="other name"
            max={MAX_OTHER_NAMES}
            newItem={() => ''}
            renderItem={(itemName, index, autoFocus) => (
              <TextField name={itemName} label={`Other name ${index + 1}`} autoComplete="off" autoFocus={autoFocus} />
            )}
          />
          <ListField
            name="addresses"
            legend="Addresses"
            hint="Where this person lives now and has lived; sites list past addresses too."
            addLabel="Add Address"
            itemNoun="address"
            max={MAX_ADDRESSES}
            newItem={emptyAddress}
            renderItem={(itemName, index, autoFocus) => (
              <fieldset className={styles.fieldset}>
                <legend className={styles.label}>Address {index + 1}</legend>
                <div className={styles.addressRow}>
                  <TextField name={`${itemName}.street`} label="Street" autoComplete="off" autoFocus={autoFocus} />
                  <TextField name={`${itemName}.city`} label="City" autoComplete="off" />
                  <SelectInput
                    name={`${itemName}.state`}
                    label="State"
                    placeholder="Choose a state"
                    options={STATE_OPTIONS}
                  />
                  <TextField
                    name={`${itemName}.zip`}
                    label="Zip code (optional)"
                    inputMode="numeric"
                    autoComplete="off"
                    parse={zipDigits}
                  />
                </div>
              </fieldset>
            )}
          />
          <PhoneListField max={MAX_PHONES} />
          <EmailListField max={MAX_EMAILS} />
          {asksAuthorizedAgent ? (
            <CheckboxInput
              name="authorizedAgent"
              // the name typed so far, so the statement is about the person being added
              label={authorizedAgentStatement(values.firstName?.trim() ?? '')}
              required={variant === 'family'}
              hint={
                variant === 'member'
                  ? 'Guardian asks other sites to remove their listings once you confirm this.'
                  : undefined
              }
            />
          ) : null}
          <FormActions
            submitting={submitting}
            submitLabel={submitLabel}
            submittingLabel={submittingLabel}
            onCancel={onCancel}
          />
        </form>
      )}
    </Form>
  );
}
