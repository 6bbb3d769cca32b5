import { Link } from '@beacon/react-router';

import { cancellationRule, paths, REFUND_RULE } from '@beacon/platform';

import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'fcra',
    title: 'Beacon is not a consumer reporting agency',
    body: (
      <p>
        Beacon is not a consumer reporting agency as defined by the Fair Credit Reporting Act (FCRA). You may not use
        Beacon or any information from it to decide whether someone is eligible for employment, credit, insurance,
        housing (including tenant screening), a government license or benefit, or for any other purpose covered by the
        FCRA or similar state laws.
      </p>
    ),
  },
  {
    id: 'permitted-uses',
    title: 'What you may use Beacon for',
    body: (
      <ul>
        <li>Finding and reconnecting with family, friends and old acquaintances.</li>
        <li>Checking who is behind an unknown phone number or e-mail address.</li>
        <li>Learning about a neighborhood, a property or the people you are about to meet or do business with.</li>
        <li>Seeing and protecting what is publicly known about yourself.</li>
      </ul>
    ),
  },
  {
    id: 'prohibited-uses',
    title: 'What you may not do',
    body: (
      <ul>
        <li>Stalk, harass, threaten, intimidate or harm anyone, or help someone else do so.</li>
        <li>Locate a person who does not want to be found in order to harm them.</li>
        <li>Use the information for any FCRA purpose, or to discriminate unlawfully.</li>
        <li>Copy, resell or scrape the service or its data, or get around its limits or security.</li>
      </ul>
    ),
  },
  {
    id: 'data-sources',
    title: 'Where the information comes from, and its accuracy',
    body: (
      <p>
        Reports are compiled from public records and other publicly available sources: property, court and business
        filings, professional licenses, phone directories and similar records. Public records can be incomplete, out of
        date or about someone else with the same name. Beacon does not verify every record and provides them as they
        are, without warranty of accuracy or completeness. Check important facts with the original source.
      </p>
    ),
  },
  {
    id: 'membership',
    title: 'Membership, billing and renewal',
    body: (
      <>
        <p>
          Memberships and add-ons renew automatically at the price and interval shown before you pay, until you cancel.
          The renewal date is shown in Membership Settings, and we remind you a week before. One-time purchases are
          charged once and do not renew.
        </p>
        <p>
          You can cancel at any time in Membership Settings or by calling Member Care. {cancellationRule()} Until then,
          a canceled subscription can be reactivated at the same price.
        </p>
        <p>
          {REFUND_RULE} Other amounts already paid, including memberships and add-ons, are not refunded except where the
          law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'opt-out',
    title: 'Removing your information',
    body: (
      <p>
        Anyone may ask us to stop showing their record, member or not, through the{' '}
        <Link to={paths.optOut}>opt-out page</Link>. See the <Link to={paths.privacyPolicy}>Privacy Policy</Link> for
        your rights under state privacy laws.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        Keep your password private; you are responsible for what is done with your account. We may suspend accounts that
        break these terms or put other people at risk.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limits of liability',
    body: (
      <p>
        To the extent the law allows, Beacon is not liable for indirect or consequential damages, and its total
        liability is limited to what you paid in the twelve months before the claim.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We will post changes to these terms here with a new effective date, and tell members by e-mail before a change
        that affects what they pay. Questions: <Link to={paths.contact}>Contact Us</Link>.
      </p>
    ),
  },
];

// Default export: React.lazy loads this page as its own chunk.
export default function TermsOfUsePage() {
  return (
    <LegalDocument title="Terms of Use" intro="The rules for using Beacon. Please read them." sections={SECTIONS} />
  );
}
