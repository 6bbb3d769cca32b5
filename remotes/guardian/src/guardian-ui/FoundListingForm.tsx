import { FORM_ERROR } from 'final-form';
import { useId, useState } from 'react';
import { Form } from 'react-final-form';

import { useAddFoundListing, type GuardianProtection } from '@beacon/api';
import { formLayout, TextField, validatePayload } from '@beacon/ui/forms';
import { memberListingSchema, parseWith, type ExposedField } from '@beacon/validation';

import { DisclosureButton } from './DisclosureButton';
import { failureText } from './failure-text';
import { FormActions } from './FormActions';
import guardian from './guardian.module.css';
import { PageShowsField } from './PageShowsField';

type NotCheckedBroker = GuardianProtection['notChecked'][number];

interface FoundListingValues {
  brokerSlug: string;
  url?: string;
  shows?: ExposedField[];
}

// the payload the form would send: the same check the server makes (a blank input reads as "")
const payloadOf = (values: FoundListingValues) => ({
  brokerSlug: values.brokerSlug,
  url: (values.url ?? '').trim(),
  shows: values.shows ?? [],
});
// one function for every form: a new `validate` on each render would validate the whole form again (issue 19)
const validateListing = validatePayload(memberListingSchema, payloadOf);

export interface FoundListingFormProps {
  memberId: number;
  broker: NotCheckedBroker;
  firstName: string;
  /** The listing is in the member's results: the broker leaves the list that shows this form. */
  onAdded: (broker: NotCheckedBroker) => void;
}

/**
 * "I found Grace on MyLife" (issue 59 point 2): behind a disclosure, the address of the listing page the member
 * found on a site Guardian cannot read, and what it shows. Once added, it is one of the member's listings and its removal is requested
 * as any other's; Guardian sends the site its letter. A refusal keeps the form, in the server's words.
 */
export function FoundListingForm({ memberId, broker, firstName, onAdded }: FoundListingFormProps) {
  const panelId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const addListing = useAddFoundListing(memberId);
  const [initialValues] = useState<FoundListingValues>(() => ({ brokerSlug: broker.slug, url: '', shows: [] }));

  async function submit(values: FoundListingValues) {
    try {
      await addListing.mutateAsync(parseWith(memberListingSchema, payloadOf(values)));
      // the refetched overview usually takes this site off the list; if it has not yet, the form is done anyway
      setOpen(false);
      onAdded(broker);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: failureText(error, 'The listing could not be added. Please try again.') };
    }
  }

  return (
    <>
      <DisclosureButton open={open} onToggle={() => setOpen((value) => !value)} controls={panelId}>
        I found {firstName} on {broker.name}
      </DisclosureButton>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Form<FoundListingValues> onSubmit={submit} validate={validateListing} initialValues={initialValues}>
            {({ handleSubmit, submitting, submitError }) => (
              <form className={formLayout.form} onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
                <p id={titleId} className={guardian.text}>
                  Add {firstName}&apos;s listing on {broker.name}
                </p>
                {submitError ? (
                  <p className={guardian.error} role="alert">
                    {String(submitError)}
                  </p>
                ) : null}
                <TextField
                  name="url"
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  label="Address of the listing page"
                  hint={`The page on ${broker.domain} that shows ${firstName}.`}
                />
                <PageShowsField name="shows" firstName={firstName} brokerName={broker.name} />
                <FormActions submitting={submitting} submitLabel="Add listing" submittingLabel="Adding…" />
              </form>
            )}
          </Form>
        ) : null}
      </div>
    </>
  );
}
