import { FORM_ERROR } from 'final-form';
import { useId, useState } from 'react';
import { Form } from 'react-final-form';

import { useRecordRemovalMailing, type GuardianListing, type GuardianRemoval } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';
import { formLayout, TextField, validatePayload } from '@beacon/ui/forms';
import { normalizeTrackingNumber, parseWith, removalMailingSchema } from '@beacon/validation';

import { downloadRemovalLetterPdf } from './download-removal-letter-pdf';
import { failureText } from './failure-text';
import { DownloadStatus } from './DownloadStatus';
import { FormActions } from './FormActions';
import guardian from './guardian.module.css';
import { useFileDownload } from './use-file-download';

export interface PostalLetterProps {
  memberId: number;
  listing: GuardianListing;
  removal: GuardianRemoval;
  /** One below the listing's own heading. */
  headingLevel: 4 | 5;
}

interface MailingValues {
  trackingNumber?: string;
  mailedOn?: string;
}

// the payload the form would send, checked as the server checks it (a blank input reads as "")
const payloadOf = (values: MailingValues) => ({
  trackingNumber: (values.trackingNumber ?? '').trim(),
  mailedOn: values.mailedOn ?? '',
});
// one function for every form: a new `validate` on each render would validate the whole form again (issue 19)
const validateMailing = validatePayload(removalMailingSchema, payloadOf);

/** The member's own calendar day, YYYY-MM-DD: a letter cannot have been mailed later than today where they are. */
function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A removal request sent by post (issue 59 point 1): Guardian cannot mail it, so the member prints the letter,
 * signs it and mails it to the broker, then records the day and the carrier's tracking number (the proof that the
 * site received it, and when its deadline runs from).
 */
export function PostalLetter({ memberId, listing, removal, headingLevel }: PostalLetterProps) {
  const titleId = useId();
  const Heading = headingLevel === 4 ? 'h4' : 'h5';
  const { broker } = listing;
  const { mailing } = removal;
  const { download, start } = useFileDownload();
  const [changing, setChanging] = useState(false);
  const recordMailing = useRecordRemovalMailing(memberId);

  async function save() {
    await start(() => downloadRemovalLetterPdf(memberId, removal.id));
  }

  async function submit(values: MailingValues) {
    const typed = parseWith(removalMailingSchema, payloadOf(values));
    try {
      await recordMailing.mutateAsync({
        removalId: removal.id,
        // what the server keeps: the number without the spaces and dashes of a receipt, upper-cased
        mailing: { ...typed, trackingNumber: normalizeTrackingNumber(typed.trackingNumber) ?? typed.trackingNumber },
      });
      setChanging(false);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: failureText(error, 'The mailing could not be saved. Please try again.') };
    }
  }

  const showForm = mailing === null || changing;

  return (
    <section className={guardian.callout} aria-labelledby={titleId}>
      <div className={guardian.stack}>
        <Heading id={titleId} className={guardian.subTitle}>
          Print and mail this letter
        </Heading>
        <p className={guardian.text}>
          {broker.name} takes removal requests only by post. Print the letter, sign it and mail it to{' '}
          {broker.optOutAddress ?? `${broker.name}'s address on the letter`}. Keep the receipt: its tracking number
          shows that {broker.name} received it.
        </p>
        <div className={guardian.actions}>
          <button
            type="button"
            className={guardian.linkButton}
            disabled={download.state === 'busy'}
            onClick={() => void save()}
          >
            {download.state === 'busy' ? 'Downloading the letter…' : 'Download the letter (PDF)'}
          </button>
        </div>
        <DownloadStatus download={download} what="The letter" />
        <div role="status" className={guardian.text}>
          {mailing && !changing ? (
            <p className={guardian.text}>
              Mailed on {formatDisplayDate(mailing.mailedOn)}, tracking number {mailing.trackingNumber}
            </p>
          ) : null}
        </div>
        {mailing && !changing ? (
          <div>
            <button type="button" className={guardian.linkButton} onClick={() => setChanging(true)}>
              Change
            </button>
          </div>
        ) : null}
        {showForm ? (
          <MailingForm
            initialValues={mailing ?? undefined}
            onSubmit={submit}
            onCancel={mailing ? () => setChanging(false) : undefined}
          />
        ) : null}
      </div>
    </section>
  );
}

interface MailingFormProps {
  initialValues?: MailingValues;
  onSubmit: (values: MailingValues) => Promise<Record<string, string> | undefined>;
  onCancel?: () => void;
}

function MailingForm({ initialValues, onSubmit, onCancel }: MailingFormProps) {
  const titleId = useId();
  // read once: the report's polling refreshes the data without resetting what the member types
  const [values] = useState<MailingValues>(() => ({ trackingNumber: '', mailedOn: '', ...initialValues }));
  return (
    <Form<MailingValues> onSubmit={onSubmit} validate={validateMailing} initialValues={values}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className={formLayout.form} onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          <p id={titleId} className={guardian.text}>
            Once you have mailed it
          </p>
          {submitError ? (
            <p className={guardian.error} role="alert">
              {String(submitError)}
            </p>
          ) : null}
          <div className={guardian.fields}>
            <TextField name="trackingNumber" label="Tracking number" autoComplete="off" spellCheck={false} />
            <TextField name="mailedOn" label="Mailed on" type="date" max={localToday()} />
          </div>
          <FormActions submitting={submitting} submitLabel="Save" submittingLabel="Saving…" onCancel={onCancel} />
        </form>
      )}
    </Form>
  );
}
