import { IDENTITY_EVENT_TYPES, type IdentityEvent } from '@beacon/validation';

import { factsOf, planOf, type BreachSubject } from '../../src/domain/identity/alert-plans';

// The plan builder (issue 58 point 3): ordered steps by what was exposed, at least three, each key once, with the
// official links the plans name.

const breach = (dataClasses: string[], kind: BreachSubject['kind'] = 'email'): BreachSubject => ({
  source: 'breach',
  kind,
  display: 'g••••@example.com',
  breach: {
    title: 'Stand-in Forum',
    domain: 'stand-in-forum.example',
    breachDate: '2019-04-02',
    dataClasses,
    isVerified: true,
  },
});

const envelope = { id: 'evt_test00001', created: 1_790_000_000, subscriber: { reference: 'sub_test00001' } };
const address = { street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' };
const EVENTS: Record<IdentityEvent['type'], IdentityEvent> = {
  'ssn_trace.new_name': {
    ...envelope,
    type: 'ssn_trace.new_name',
    data: { name: { first: 'Ann', last: 'Lee' }, address, reported_on: '2026-10-01' },
  },
  'address.change': {
    ...envelope,
    type: 'address.change',
    data: { old_address: address, new_address: { ...address, street: '9 Elm St' }, changed_on: '2026-10-01' },
  },
  'court_record.new': {
    ...envelope,
    type: 'court_record.new',
    data: { court: 'Cook County Circuit Court', case_number: '2026-CR-1', offense: 'Theft', filed_on: '2026-10-01' },
  },
  'payday_loan.application': {
    ...envelope,
    type: 'payday_loan.application',
    data: { lender: 'QuickCash', amount: 50_000, currency: 'usd', applied_on: '2026-10-01' },
  },
  'credit.inquiry': {
    ...envelope,
    type: 'credit.inquiry',
    data: { creditor: 'Northwind', bureau: 'experian', inquired_on: '2026-10-01' },
  },
};

const keys = (steps: Array<{ key: string }>) => steps.map((step) => step.key);

describe('planOf', () => {
  it('puts the password steps first when the breach leaked passwords, the check of the new one closing by itself', () => {
    const plan = planOf(breach(['Email addresses', 'Passwords']));
    expect(keys(plan).slice(0, 4)).toEqual([
      'change_password',
      'change_reused_password',
      'two_step_verification',
      'check_new_password',
    ]);
    expect(plan[0]!.title).toBe('Change your password at stand-in-forum.example');
    expect(plan[3]!.check).toBe('password_check');
  });

  it.each([
    ['email', ['watch_phishing', 'secure_email_account', 'report_phishing']],
    ['phone', ['watch_scam_calls', 'port_out_pin', 'report_scam_texts']],
    ['username', ['change_username', 'review_username_accounts', 'two_step_verification']],
    ['card', ['replace_card', 'watch_statements', 'card_alerts']],
  ] as const)('writes the %s plan', (kind, expected) => {
    expect(keys(planOf(breach(['Email addresses'], kind)))).toEqual(expected);
  });

  it('freezes credit at the three bureaus for an SSN, each step linking to its bureau and closing by the freeze', () => {
    const plan = planOf(breach(['Social security numbers'], 'ssn_last4'));
    expect(keys(plan)).toEqual([
      'freeze_equifax',
      'freeze_experian',
      'freeze_transunion',
      'irs_ip_pin',
      'review_credit_reports',
      'report_identity_theft',
    ]);
    expect(plan.slice(0, 3).map((step) => [step.check, step.links[0]!.url])).toEqual([
      ['credit_freeze', 'https://www.equifax.com/personal/credit-report-services/credit-freeze/'],
      ['credit_freeze', 'https://www.experian.com/freeze/center.html'],
      ['credit_freeze', 'https://www.transunion.com/credit-freeze'],
    ]);
    expect(plan[4]!.links[0]!.url).toBe('https://www.annualcreditreport.com');
    expect(plan[5]!.links[0]!.url).toBe('https://www.identitytheft.gov');
  });

  it('adds the steps of what else the breach exposed, each once', () => {
    const plan = planOf(breach(['Email addresses', 'Passwords', 'Social security numbers', 'Credit cards']));
    expect(new Set(keys(plan)).size).toBe(plan.length);
    expect(keys(plan)).toEqual(expect.arrayContaining(['freeze_equifax', 'replace_card', 'watch_phishing']));
  });

  it.each(IDENTITY_EVENT_TYPES)('gives the %s event at least three steps, each key once', (type) => {
    const plan = planOf({ source: 'event', event: EVENTS[type] });
    expect(plan.length).toBeGreaterThanOrEqual(3);
    expect(new Set(keys(plan)).size).toBe(plan.length);
  });

  it('sends an address change to USPS and its inspectors', () => {
    const plan = planOf({ source: 'event', event: EVENTS['address.change'] });
    expect(plan.flatMap((step) => step.links.map((link) => link.url))).toEqual(
      expect.arrayContaining(['https://www.usps.com/manage/forward.htm', 'https://informeddelivery.usps.com']),
    );
  });

  it('names the court, the lender and the creditor', () => {
    expect(planOf({ source: 'event', event: EVENTS['court_record.new'] })[0]!.title).toBe(
      'Review the record with Cook County Circuit Court',
    );
    expect(planOf({ source: 'event', event: EVENTS['payday_loan.application'] })[0]!.title).toBe(
      'Call QuickCash about the application',
    );
    expect(planOf({ source: 'event', event: EVENTS['credit.inquiry'] })[0]!.title).toBe(
      'Ask Northwind about the inquiry',
    );
  });
});

describe('factsOf', () => {
  it('says what a breach found, where, when and the source, hiding the value in private mode', () => {
    const facts = factsOf({ ...breach(['Passwords']), display: null });
    expect(facts.heading).toBe('E-mail address found in the Stand-in Forum breach');
    expect(facts.where).toContainEqual({ label: 'Found', value: 'E-mail address: Hidden (private mode)' });
    expect(facts.source).toEqual({ name: 'Have I Been Pwned', verified: true });
  });

  it('writes every event type for people', () => {
    const headings = IDENTITY_EVENT_TYPES.map((type) => factsOf({ source: 'event', event: EVENTS[type] }).heading);
    expect(headings).toEqual([
      'New name linked to your Social Security number',
      'Change of address reported',
      'New court record in your name',
      'Payday loan application in your name',
      'New inquiry on your Experian credit report',
    ]);
    expect(factsOf({ source: 'event', event: EVENTS['payday_loan.application'] }).where).toContainEqual({
      label: 'Amount',
      value: '$500.00',
    });
  });
});
