import { Link } from '@beacon/react-router';

import { paths } from '@beacon/platform';

import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Public records</strong> about people in the United States: names, addresses, phone numbers, e-mail
          addresses, relatives and associates, court, property, business and license records.
        </li>
        <li>
          <strong>Your account</strong>: name, e-mail address, password (stored only as a salted, memory-hard hash),
          subscriptions and orders.
        </li>
        <li>
          <strong>Payment details</strong>: your card number and security code go to our payment processor; we keep only
          the card&apos;s brand, last four digits and expiration date.
        </li>
        <li>
          <strong>Use of the service</strong>: pages viewed, searches and error reports, with a device identifier.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <p>
        To provide the service, bill and support members, keep the service secure, prevent abuse, and improve it. We do
        not sell members&apos; account information.
      </p>
    ),
  },
  {
    id: 'sources',
    title: 'Sources of public records',
    body: (
      <p>
        Federal, state and county public records, court filings, property and business registries, professional
        licensing boards, and other publicly available sources.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights: opt-out, access and deletion',
    body: (
      <>
        <p>
          Anyone may ask us to stop showing their record through the <Link to={paths.optOut}>opt-out page</Link>; the
          record is suppressed as soon as the e-mailed link is confirmed, and stays suppressed when the data is
          refreshed.
        </p>
        <p>
          Residents of California (CCPA/CPRA and the Delete Act), Colorado, Connecticut, Virginia, Utah, Texas, Oregon
          and other states with privacy laws may ask what we hold about them, ask us to correct or delete it, and opt
          out of its sale or sharing. We answer within 45 days. We will not treat you differently for using these
          rights.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        Account and order records are kept while your account is open and for seven years after for tax and legal
        reasons. Usage data is kept for at most 13 months. A confirmed opt-out is kept for as long as we hold public
        records, so your record stays suppressed.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are hashed, access to data is limited to the people who need it, and
        sign-ins can be ended from Personal Settings by changing your password.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Beacon is for adults. We do not knowingly collect account information from anyone under 18.</p>,
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about privacy or a request about your information: <Link to={paths.contact}>Contact Us</Link>. We post
        changes to this policy here with a new effective date.
      </p>
    ),
  },
];

// Default export: React.lazy loads this page as its own chunk.
export default function PrivacyPolicyPage() {
  return (
    <LegalDocument title="Privacy Policy" intro="What we collect, why, and the choices you have." sections={SECTIONS} />
  );
}
