import { useParams } from '@beacon/react-router';

import { POINTER_PATTERN } from '@beacon/validation';

import { Checkout } from './checkout';

// The cross-sell offer (spec §4 header notification "See My Offer"): the premium report of a person, which opens its
// criminal, financial and asset sections once paid. The link names a record of the member, or the pointer of the
// person they looked at in results without opening (the cross-sell intent, issue 56 point 3): then their record is
// created once paid.
// Default export: React.lazy loads this screen as its own chunk.
export default function SpecialOfferScreen() {
  const { recordId = '' } = useParams();
  const id = Number(recordId);
  const isRecord = /^\d+$/.test(recordId) && Number.isSafeInteger(id) && id > 0;
  return (
    <Checkout
      title="Special Offer"
      intro="A special offer on this person report: see its criminal records, finances and assets."
      requiredItem="premium_person_report"
      recordId={isRecord ? id : undefined}
      personPointer={!isRecord && POINTER_PATTERN.test(recordId) ? recordId : undefined}
    />
  );
}
