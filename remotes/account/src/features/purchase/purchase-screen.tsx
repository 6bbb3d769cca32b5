import { useLocation } from '@beacon/react-router';

import { Checkout } from './checkout';
import { purchaseReasonText } from './purchase-reason';
import { readPurchaseState } from './purchase-state';

const BROWSING_INTRO = 'Add reports and protection to your membership. Prices are in US dollars.';

// Default export: React.lazy loads this screen as its own chunk.
export default function PurchaseScreen() {
  const location = useLocation();
  const { requiredItem, recordId, reason, subject, returnTo } = readPurchaseState(location.state);
  return (
    <Checkout
      title="Purchase"
      intro={purchaseReasonText(reason, subject, requiredItem) ?? BROWSING_INTRO}
      requiredItem={requiredItem}
      recordId={recordId}
      returnTo={returnTo}
    />
  );
}
