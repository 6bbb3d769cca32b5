import { Checkout } from './checkout';

// A person report to look up the owner of a phone number (one more report on top of the membership).
// Default export: React.lazy loads this screen as its own chunk.
export default function PurchasePhoneScreen() {
  return <Checkout title="Purchase Phone Report" intro="Unlock a full phone report." requiredItem="person_report" />;
}
