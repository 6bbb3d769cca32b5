import { useParams } from '@beacon/react-router';

import { Checkout } from './checkout';

// The cross-sell offer of a record (spec §4 header notification "See My Offer"): the premium report of that record,
// which opens its criminal, financial and asset sections once paid.
// Default export: React.lazy loads this screen as its own chunk.
export default function SpecialOfferScreen() {
  const { recordId } = useParams();
  const id = Number(recordId);
  return (
    <Checkout
      title="Special Offer"
      intro="A special offer on this person report: see its criminal records, finances and assets."
      requiredItem="premium_person_report"
      recordId={Number.isSafeInteger(id) && id > 0 ? id : undefined}
    />
  );
}
