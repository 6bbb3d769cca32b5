import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function SpecialOfferScreen() {
  return <Page title="Special Offer" intro="A special offer on this person report."></Page>;
}
