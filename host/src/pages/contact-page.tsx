import { SUPPORT_HOURS } from '@beacon/platform';
import { Page } from '@beacon/ui';

import { SUPPORT_PHONE } from '../chrome/support-contact';

// Default export: React.lazy loads this page as its own chunk.
export default function ContactPage() {
  return (
    <Page title="Contact Us" intro="Friendly Member Care is here to help.">
      <p>
        Call <a href={`tel:${SUPPORT_PHONE.replace(/\D/g, '')}`}>{SUPPORT_PHONE}</a>, {SUPPORT_HOURS}.
      </p>
    </Page>
  );
}
