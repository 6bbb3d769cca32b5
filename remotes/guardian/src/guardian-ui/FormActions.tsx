import { Button } from '@beacon/ui';
import { formLayout } from '@beacon/ui/forms';

export interface FormActionsProps {
  submitting: boolean | undefined;
  submitLabel: string;
  /** The button's text while the form is sent ("Saving…"). */
  submittingLabel: string;
  /** Present where the form can be left without saving. */
  onCancel?: () => void;
}

/** A form's submit button, waiting while it is sent, and Cancel where the form can be left. */
export function FormActions({ submitting, submitLabel, submittingLabel, onCancel }: FormActionsProps) {
  return (
    <div className={formLayout.buttons}>
      <Button type="submit" disabled={submitting === true}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
      {onCancel ? (
        <button type="button" className={formLayout.secondary} disabled={submitting === true} onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}
