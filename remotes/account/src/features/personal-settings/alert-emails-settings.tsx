import { useId, useState, type FormEvent } from 'react';

import { useAlertEmailPreference, useSaveAlertEmailPreference, type AlertEmailFrequency } from '@beacon/api';
import { Button, TextPlaceholder } from '@beacon/ui';
import { ALERT_EMAIL_FREQUENCIES, ALERT_EMAIL_FREQUENCY_LABELS } from '@beacon/validation';

import styles from '../../billing-ui/billing.module.css';

// How often identity and dark web alerts are e-mailed (issue 58 point 4). Native radio buttons in a fieldset named by
// the section's heading: screen readers announce the group, and the arrow keys move between the choices. The choice is kept here
// until saved, so moving through the options with the keyboard sends nothing.

export const alertEmailTexts = {
  legend: 'Alert e-mails',
  intro: 'When identity or dark web monitoring raises an alert, we can e-mail you.',
  save: 'Save Alert E-mails',
  saving: 'Saving…',
  saved: 'Your alert e-mail choice was saved.',
  loadFailed: 'Your alert e-mail choice could not be loaded. Please try again.',
  saveFailed: 'Your alert e-mail choice could not be saved. Please try again.',
} as const;

export function AlertEmailsSettings() {
  const preference = useAlertEmailPreference();
  const save = useSaveAlertEmailPreference();
  const [chosen, setChosen] = useState<AlertEmailFrequency | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();
  const current = chosen ?? preference.data?.frequency;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!current) return;
    setSaved(false);
    try {
      await save.mutateAsync(current);
      setSaved(true);
    } catch {
      // the error is shown from the mutation's state
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{alertEmailTexts.legend}</h2>
      <p id={`${id}-intro`} className={styles.muted}>
        {alertEmailTexts.intro}
      </p>
      {preference.isPending ? <TextPlaceholder size="sentence" /> : null}
      {preference.isError ? (
        <p className={styles.error} role="alert">
          {alertEmailTexts.loadFailed}
        </p>
      ) : null}
      {current ? (
        <fieldset className={styles.choices} aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}>
          {ALERT_EMAIL_FREQUENCIES.map((frequency) => (
            <label key={frequency} className={styles.checkbox}>
              <input
                type="radio"
                name={`${id}-frequency`}
                value={frequency}
                checked={current === frequency}
                onChange={() => {
                  setChosen(frequency);
                  setSaved(false);
                }}
              />
              {ALERT_EMAIL_FREQUENCY_LABELS[frequency]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {save.isError ? (
        <p className={styles.error} role="alert">
          {alertEmailTexts.saveFailed}
        </p>
      ) : null}
      {saved ? (
        <p className={styles.success} role="status">
          {alertEmailTexts.saved}
        </p>
      ) : null}
      {current ? (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? alertEmailTexts.saving : alertEmailTexts.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
