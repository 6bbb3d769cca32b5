import { Modal } from '@beacon/ui';

export interface DarkWebConfirmationModalProps {
  onScan: () => void;
  onClose: () => void;
}

/**
 * The dark web monitoring confirmation (spec §4): after a member who holds identity monitoring, Guardian and dark web
 * monitoring confirms their own report, and their data is not in Dark Web Monitoring yet.
 */
export function DarkWebConfirmationModal({ onScan, onClose }: DarkWebConfirmationModalProps) {
  return (
    <Modal
      title="Your Report Is Confirmed"
      variant="header"
      actionLabel="Scan The Dark Web"
      onAction={onScan}
      onClose={onClose}
      cancelLabel="Not Now"
    >
      <p>
        Dark Web Monitoring can now watch for the e-mail addresses and phone numbers in your report. Start a scan to see
        whether any of them have been exposed.
      </p>
    </Modal>
  );
}
