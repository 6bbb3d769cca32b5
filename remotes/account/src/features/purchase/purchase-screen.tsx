import { useLocation } from '@beacon/react-router';

import { Checkout, readPurchaseState } from './checkout';

// Default export: React.lazy loads this screen as its own chunk.
export default function PurchaseScreen() {
  const location = useLocation();
  const { requiredItem, recordId } = readPurchaseState(location.state);
  return (
    <Checkout
      title="Purchase"
      intro="Add reports and protection to your membership. Prices are in US dollars."
      requiredItem={requiredItem}
      recordId={recordId}
    />
  );
}
