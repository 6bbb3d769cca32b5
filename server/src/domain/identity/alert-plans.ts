import {
  CREDIT_BUREAU_INFO,
  CREDIT_BUREAUS,
  freezeStepKey,
  MONITORED_DATA_LABELS,
  type IdentityEvent,
  type MonitoredDataKind,
  type PlanStepCheck,
} from '@beacon/validation';

// What an identity alert's page says and the plan it proposes (issue 58 point 3), from the alert alone: pure, so the
// same alert always gets the same steps under the same keys (the member's ticks are stored against those keys). A
// plan is ordered by urgency: what stops an attacker now (a leaked password), then what limits the harm of the
// exposed data, then what watches for it. Links go to official pages only (the bureaus, the IRS, the FTC, USPS).

export interface PlanLink {
  label: string;
  url: string;
}

export interface PlanStep {
  key: string;
  title: string;
  detail: string;
  links: PlanLink[];
  check: PlanStepCheck;
}

export interface AlertFacts {
  heading: string;
  categoryLabel: string;
  summary: string;
  where: Array<{ label: string; value: string }>;
  when: { label: string; date: string | null };
  source: { name: string; verified: boolean };
  exposed: string[];
}

/** A breach alert's subject: what of the member was found, in which breach. */
export interface BreachSubject {
  source: 'breach';
  kind: MonitoredDataKind;
  /** masked; null in private mode */
  display: string | null;
  breach: { title: string; domain: string; breachDate: string; dataClasses: string[]; isVerified: boolean };
}

/** An identity event's subject: the provider's event as parsed. */
export interface EventSubject {
  source: 'event';
  event: IdentityEvent;
}

/** An alert with no producer record to read (the provider's alerts from before its events were kept). */
export interface OtherSubject {
  source: 'other';
  reportName: string;
}

export type AlertSubject = BreachSubject | EventSubject | OtherSubject;

export const HAVE_I_BEEN_PWNED = 'Have I Been Pwned';
export const IDENTITY_PROVIDER = 'Identity monitoring provider';
export const HIDDEN_IN_PRIVATE_MODE = 'Hidden (private mode)';

const LINKS = {
  irsIpPin: {
    label: 'Get an IP PIN at IRS.gov',
    url: 'https://www.irs.gov/identity-theft-fraud-scams/get-an-identity-protection-pin',
  },
  annualCreditReport: { label: 'AnnualCreditReport.com', url: 'https://www.annualcreditreport.com' },
  identityTheft: { label: 'IdentityTheft.gov', url: 'https://www.identitytheft.gov' },
  phishing: {
    label: 'How to recognize phishing (FTC)',
    url: 'https://consumer.ftc.gov/articles/how-recognize-and-avoid-phishing-scams',
  },
  reportFraud: { label: 'ReportFraud.ftc.gov', url: 'https://reportfraud.ftc.gov' },
  twoFactor: {
    label: 'Two-factor authentication (FTC)',
    url: 'https://consumer.ftc.gov/articles/use-two-factor-authentication-protect-your-accounts',
  },
  uspsForward: { label: 'USPS change of address', url: 'https://www.usps.com/manage/forward.htm' },
  informedDelivery: { label: 'USPS Informed Delivery', url: 'https://informeddelivery.usps.com' },
  postalInspectors: { label: 'Report to the Postal Inspection Service', url: 'https://www.uspis.gov/report' },
} satisfies Record<string, PlanLink>;

const step = (key: string, title: string, detail: string, links: PlanLink[] = [], check: PlanStepCheck = 'none') => ({
  key,
  title,
  detail,
  links,
  check,
});

function passwordSteps(site: string): PlanStep[] {
  return [
    step(
      'change_password',
      `Change your password at ${site}`,
      'Choose a new password you have never used anywhere else. A password manager can make one and remember it.',
    ),
    step(
      'change_reused_password',
      'Change it everywhere you used the same password',
      'Criminals try leaked passwords on other sites. Change the password of every account where you used it.',
    ),
    step(
      'two_step_verification',
      'Turn on two-step verification',
      'With a code from an app or a text on top of the password, a leaked password alone no longer opens the account.',
      [LINKS.twoFactor],
    ),
    step(
      'check_new_password',
      'Check your new password is not in a breach',
      'Use the password check on this page. Only the first 5 characters of its SHA-1 hash are sent; when it is in no ' +
        'known breach, this step closes by itself.',
      [],
      'password_check',
    ),
  ];
}

/** The three freezes, the IRS IP PIN, the credit reports and the identity theft report: what an SSN leak calls for. */
function ssnSteps(): PlanStep[] {
  return [
    ...CREDIT_BUREAUS.map((bureau) => {
      const info = CREDIT_BUREAU_INFO[bureau];
      return step(
        freezeStepKey(bureau),
        `Freeze your credit at ${info.name}`,
        `A freeze stops anyone opening credit in your name at ${info.name}. It is free, and you can lift it for a ` +
          'while when you apply for credit. Record it in the credit freeze helper and this step closes by itself.',
        [{ label: `${info.name} credit freeze`, url: info.freezeUrl }],
        'credit_freeze',
      );
    }),
    step(
      'irs_ip_pin',
      'Get an IRS Identity Protection PIN',
      'With an IP PIN, nobody else can file a tax return with your Social Security number.',
      [LINKS.irsIpPin],
    ),
    step(
      'review_credit_reports',
      'Review your credit reports',
      'Get your free reports from the three bureaus and look for accounts, loans or inquiries you do not know.',
      [LINKS.annualCreditReport],
    ),
    step(
      'report_identity_theft',
      'Report identity theft if an account, loan or inquiry is not yours',
      'IdentityTheft.gov gives you a recovery plan and an official report to show creditors.',
      [LINKS.identityTheft],
    ),
  ];
}

const KIND_STEPS: Record<MonitoredDataKind, () => PlanStep[]> = {
  email: () => [
    step(
      'watch_phishing',
      'Watch for phishing e-mails',
      'Criminals write to leaked addresses with convincing messages. Do not open links or attachments you did not ' +
        'expect; go to the site yourself instead.',
      [LINKS.phishing],
    ),
    step(
      'secure_email_account',
      'Secure your e-mail account',
      'Give it a password of its own and two-step verification: whoever controls your e-mail can reset your other ' +
        'passwords.',
      [LINKS.twoFactor],
    ),
    step(
      'report_phishing',
      'Report phishing you receive',
      'Forward phishing e-mails to reportphishing@apwg.org and report scams to the FTC.',
      [LINKS.reportFraud],
    ),
  ],
  phone: () => [
    step(
      'watch_scam_calls',
      'Be wary of scam calls and texts',
      'Never give a caller a code you received by text, and call companies back on the number on their website.',
    ),
    step(
      'port_out_pin',
      'Ask your carrier for a port-out PIN',
      'A PIN on your mobile account stops anyone moving your number to their own phone (a SIM swap).',
    ),
    step(
      'report_scam_texts',
      'Report scam texts',
      'Forward scam texts to 7726 (SPAM) so your carrier can block the sender, and report scams to the FTC.',
      [LINKS.reportFraud],
    ),
  ],
  username: () => [
    step(
      'change_username',
      'Change this username where you reused it',
      'A leaked username tells criminals where else to try. Change it on the accounts that matter most.',
    ),
    step(
      'review_username_accounts',
      'Review the accounts that use it',
      'Look for sign-ins, messages or changes you did not make, and sign out of devices you do not know.',
    ),
    step(
      'two_step_verification',
      'Turn on two-step verification',
      'With a code from an app or a text on top of the password, a leaked password alone no longer opens the account.',
      [LINKS.twoFactor],
    ),
  ],
  ssn_last4: ssnSteps,
  card: () => [
    step(
      'replace_card',
      'Ask your bank for a new card',
      'Call the number on the back of the card: the bank cancels it and sends one with a new number.',
    ),
    step(
      'watch_statements',
      'Watch your statements',
      'Check every charge until the new card arrives, and dispute any you did not make with the bank.',
    ),
    step(
      'card_alerts',
      'Turn on transaction alerts',
      'Most banks can text or e-mail you each charge, so a stolen card is caught on the first use.',
    ),
  ],
};

/** Data classes of a breach that call for steps of their own, beyond what of the member was found. */
const CLASS_STEPS: Array<{ dataClass: string; kind: MonitoredDataKind }> = [
  { dataClass: 'Social security numbers', kind: 'ssn_last4' },
  { dataClass: 'Credit cards', kind: 'card' },
  { dataClass: 'Partial credit card data', kind: 'card' },
  { dataClass: 'Phone numbers', kind: 'phone' },
];

function uniqueByKey(steps: PlanStep[]): PlanStep[] {
  const seen = new Set<string>();
  return steps.filter((entry) => (seen.has(entry.key) ? false : (seen.add(entry.key), true)));
}

function breachPlan(subject: BreachSubject): PlanStep[] {
  const { breach, kind } = subject;
  const site = breach.domain || breach.title;
  return uniqueByKey([
    ...(breach.dataClasses.includes('Passwords') ? passwordSteps(site) : []),
    ...KIND_STEPS[kind](),
    ...CLASS_STEPS.filter((entry) => breach.dataClasses.includes(entry.dataClass) && entry.kind !== kind).flatMap(
      (entry) => KIND_STEPS[entry.kind](),
    ),
  ]);
}

function eventPlan(event: IdentityEvent): PlanStep[] {
  switch (event.type) {
    case 'ssn_trace.new_name':
      return [
        step(
          'check_linked_name',
          'Check the name linked to your Social Security number',
          `If you do not know ${personName(event.data.name)}, someone may be using your number: follow the steps ` +
            'below.',
        ),
        ...ssnSteps(),
      ];
    case 'payday_loan.application':
      return [
        step(
          'contact_lender',
          `Call ${event.data.lender} about the application`,
          'If you did not apply, tell the lender the application is fraud and ask them to close it.' +
            (event.data.lender_phone ? ` Their number: ${event.data.lender_phone}.` : ''),
        ),
        ...ssnSteps(),
      ];
    case 'credit.inquiry':
      return [
        step(
          'contact_creditor',
          `Ask ${event.data.creditor} about the inquiry`,
          `If you did not apply for credit with them, ask them to remove the inquiry from your ${bureauName(event.data.bureau)} report.`,
        ),
        ...ssnSteps(),
      ];
    case 'address.change':
      return [
        step(
          'verify_usps',
          'Check the change of address with USPS',
          'If you moved, there is nothing to do. If not, check with USPS where your mail is going and cancel the ' +
            'change.',
          [LINKS.uspsForward],
        ),
        step(
          'informed_delivery',
          'Sign up for USPS Informed Delivery',
          'It e-mails you a picture of the mail due each day and tells you of changes of address in your name.',
          [LINKS.informedDelivery],
        ),
        step(
          'contact_postal_inspectors',
          'Contact the USPS Postal Inspection Service if you did not file it',
          'A change of address filed by someone else is mail fraud: report it so your mail is returned to you.',
          [LINKS.postalInspectors],
        ),
        step('review_credit_reports', 'Review your credit reports', 'Look for accounts opened with the new address.', [
          LINKS.annualCreditReport,
        ]),
      ];
    case 'court_record.new':
      return [
        step(
          'review_court_record',
          `Review the record with ${event.data.court}`,
          `Ask the court clerk for case ${event.data.case_number} and check whether it is about you.`,
        ),
        step(
          'dispute_court_record',
          'Dispute it if it is not yours',
          'Tell the court clerk someone used your identity, and ask how to have the record corrected.',
        ),
        step(
          'report_identity_theft',
          'Report identity theft if the record is not yours',
          'IdentityTheft.gov gives you an official report to show the court and the police.',
          [LINKS.identityTheft],
        ),
      ];
  }
}

/** The alert's plan: its ordered steps, at least three, each key once. */
export function planOf(subject: AlertSubject): PlanStep[] {
  if (subject.source === 'breach') return breachPlan(subject);
  if (subject.source === 'event') return uniqueByKey(eventPlan(subject.event));
  return [
    step(
      'review_accounts',
      'Review your accounts',
      'Look at your bank, card and online accounts for activity you do not recognize.',
    ),
    step(
      'review_credit_reports',
      'Review your credit reports',
      'Get your free reports from the three bureaus and look for accounts, loans or inquiries you do not know.',
      [LINKS.annualCreditReport],
    ),
    step(
      'report_identity_theft',
      'Report identity theft if something is not yours',
      'IdentityTheft.gov gives you a recovery plan and an official report to show creditors.',
      [LINKS.identityTheft],
    ),
  ];
}

function personName(name: { first: string; middle?: string; last: string }): string {
  return [name.first, name.middle, name.last].filter(Boolean).join(' ');
}

function bureauName(bureau: string): string {
  return CREDIT_BUREAU_INFO[bureau as keyof typeof CREDIT_BUREAU_INFO]?.name ?? bureau;
}

function postal(address: { street: string; city: string; state: string; zip: string }): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What the page says of the alert: what was found, where, when, and who said so. */
export function factsOf(subject: AlertSubject): AlertFacts {
  if (subject.source === 'other') {
    return {
      heading: subject.reportName,
      categoryLabel: subject.reportName,
      summary: `Your identity monitoring reported: ${subject.reportName}.`,
      where: [],
      when: { label: 'Reported on', date: null },
      source: { name: IDENTITY_PROVIDER, verified: false },
      exposed: [],
    };
  }
  if (subject.source === 'breach') {
    const { breach, kind, display } = subject;
    const label = MONITORED_DATA_LABELS[kind];
    return {
      heading: `${label} found in the ${breach.title} breach`,
      categoryLabel: 'Dark Web Monitoring',
      summary:
        `Your ${label.toLowerCase()} (${display ?? HIDDEN_IN_PRIVATE_MODE}) was in the data of ${breach.title}, ` +
        'which was breached and published.',
      where: [
        { label: 'Site', value: breach.title },
        { label: 'Domain', value: breach.domain || 'Not known' },
        { label: 'Found', value: `${label}: ${display ?? HIDDEN_IN_PRIVATE_MODE}` },
      ],
      when: { label: 'Breach date', date: breach.breachDate.slice(0, 10) },
      source: { name: HAVE_I_BEEN_PWNED, verified: breach.isVerified },
      exposed: breach.dataClasses,
    };
  }
  const provider = { name: IDENTITY_PROVIDER, verified: false };
  const { event } = subject;
  switch (event.type) {
    case 'ssn_trace.new_name':
      return {
        heading: 'New name linked to your Social Security number',
        categoryLabel: 'SSN Trace',
        summary: `The name ${personName(event.data.name)} was reported with your Social Security number.`,
        where: [
          { label: 'Name', value: personName(event.data.name) },
          { label: 'Address', value: postal(event.data.address) },
        ],
        when: { label: 'Reported on', date: event.data.reported_on },
        source: provider,
        exposed: ['Social Security number'],
      };
    case 'address.change':
      return {
        heading: 'Change of address reported',
        categoryLabel: 'Change of Address',
        summary: 'A change of your mailing address was recorded.',
        where: [
          { label: 'Old address', value: postal(event.data.old_address) },
          { label: 'New address', value: postal(event.data.new_address) },
        ],
        when: { label: 'Changed on', date: event.data.changed_on },
        source: provider,
        exposed: ['Mailing address'],
      };
    case 'court_record.new':
      return {
        heading: 'New court record in your name',
        categoryLabel: 'Court Records',
        summary: `${event.data.court} filed a record in your name.`,
        where: [
          { label: 'Court', value: event.data.court },
          { label: 'Case number', value: event.data.case_number },
          { label: 'Offense', value: event.data.offense },
        ],
        when: { label: 'Filed on', date: event.data.filed_on },
        source: provider,
        exposed: ['Name'],
      };
    case 'payday_loan.application':
      return {
        heading: 'Payday loan application in your name',
        categoryLabel: 'Payday Loan Monitoring',
        summary: `${event.data.lender} received an application for a loan in your name.`,
        where: [
          { label: 'Lender', value: event.data.lender },
          ...(event.data.lender_phone ? [{ label: "Lender's phone", value: event.data.lender_phone }] : []),
          { label: 'Amount', value: DOLLARS.format(event.data.amount / 100) },
        ],
        when: { label: 'Applied on', date: event.data.applied_on },
        source: provider,
        exposed: ['Social Security number', 'Name'],
      };
    case 'credit.inquiry':
      return {
        heading: `New inquiry on your ${bureauName(event.data.bureau)} credit report`,
        categoryLabel: 'Credit Monitoring',
        summary: `${event.data.creditor} pulled your credit report at ${bureauName(event.data.bureau)}.`,
        where: [
          { label: 'Creditor', value: event.data.creditor },
          { label: 'Credit bureau', value: bureauName(event.data.bureau) },
        ],
        when: { label: 'Date of the inquiry', date: event.data.inquired_on },
        source: provider,
        exposed: ['Social Security number'],
      };
  }
}
