import { Link } from '@beacon/react-router';

import { paths } from '@beacon/platform';
import { Page } from '@beacon/ui';

import { useSupportContact } from '../chrome/use-support-contact';
import styles from './pages.module.css';

// Default export: React.lazy loads this page as its own chunk.
export default function HelpPage() {
  const support = useSupportContact();
  return (
    <Page title="Need Help?" intro="Here is how to get an answer quickly.">
      <div className={styles.stack}>
        <section aria-labelledby="help-faq">
          <h2 id="help-faq">Search the FAQ</h2>
          <p>
            Most questions about membership, billing, reports, privacy and Guardian are answered in the{' '}
            <Link to={paths.faqs}>FAQs</Link>.
          </p>
        </section>
        <section aria-labelledby="help-contact">
          <h2 id="help-contact">Talk to Member Care</h2>
          <p>
            Call <a href={support.telHref}>{support.phone ?? 'Member Care'}</a>, {support.hours}, or write to us from
            the <Link to={paths.contact}>Contact Us</Link> page. Have your Member ID and PIN ready (they are in the
            Account menu).
          </p>
        </section>
        <section aria-labelledby="help-bug">
          <h2 id="help-bug">Something does not work?</h2>
          <p>Choose “Found a Bug?” at the bottom of any page to tell us what happened; it goes straight to our team.</p>
        </section>
        <section aria-labelledby="help-privacy">
          <h2 id="help-privacy">Your privacy</h2>
          <p>
            Read our <Link to={paths.privacyPolicy}>Privacy Policy</Link> and{' '}
            <Link to={paths.termsOfUse}>Terms of Use</Link>. To remove your information from Beacon, use the{' '}
            <Link to={paths.optOut}>opt-out page</Link>.
          </p>
        </section>
      </div>
    </Page>
  );
}
