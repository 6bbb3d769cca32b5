import { Page } from '@beacon/ui';

import { useSupportContact } from '../chrome/use-support-contact';

// Default export: React.lazy loads this page as its own chunk.
export default function ContactPage() {
  const support = useSupportContact();
  return (
    <Page title="Contact Us" intro="Friendly Member Care is here to help.">
      <p>
        Call <a href={support.telHref}>{support.phone ?? 'Member Care'}</a>, {support.hours}.
      </p>
    </Page>
  );
}
