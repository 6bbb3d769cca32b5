import {
  breachKinds,
  compareExposures,
  listingKinds,
  severityLabelOf,
  severityOf,
  TYPE_WEIGHTS,
  type ExposureConfidence,
} from '../../../src/domain/exposures/exposure-severity';

// The scoring of the exposure view (issue 58 point 6): the kinds of data in their order of harm, verified over
// unverified, recent over old, a live listing over one being removed, and the labels' bands.

const NOW = Date.UTC(2026, 10, 2);
const DAY = 86_400_000;
const YEAR = 365 * DAY;
const verified: ExposureConfidence = { source: 'breach', verified: true };
const score = (
  types: Parameters<typeof severityOf>[0]['types'],
  confidence: ExposureConfidence = verified,
  at = NOW - 30 * DAY,
) => severityOf({ types, confidence, at }, NOW).score;

describe('exposure severity', () => {
  it('ranks the kinds of data: SSN or password > card > home address or birth date > phone > e-mail or username', () => {
    expect(score(['ssn'])).toBe(score(['password']));
    expect(score(['password'])).toBeGreaterThan(score(['card']));
    expect(score(['card'])).toBeGreaterThan(score(['home_address']));
    expect(score(['home_address'])).toBe(score(['date_of_birth']));
    expect(score(['date_of_birth'])).toBeGreaterThan(score(['phone']));
    expect(score(['phone'])).toBeGreaterThan(score(['email']));
    expect(score(['email'])).toBe(score(['username']));
    expect(score(['username'])).toBeGreaterThan(score(['name']));
  });

  it('never lets breadth and recency lift a kind over the next worse one', () => {
    const widest = ['name', 'relatives', 'past_addresses', 'other', 'security_answers'] as const;
    const fresh = NOW;
    const old = NOW - 20 * YEAR;
    expect(score(['home_address', ...widest], verified, fresh)).toBeLessThan(score(['card'], verified, old));
    expect(score(['card', ...widest], verified, fresh)).toBeLessThan(score(['password'], verified, old));
    expect(TYPE_WEIGHTS.ssn).toBe(TYPE_WEIGHTS.password);
  });

  it('counts each other kind once, up to a cap', () => {
    expect(score(['email', 'email'])).toBe(score(['email']));
    expect(score(['email', 'name'])).toBe(score(['email']) + 2);
    expect(score(['email', 'name', 'relatives', 'past_addresses', 'other'])).toBe(score(['email']) + 4);
  });

  it('puts a verified breach over an unverified one', () => {
    expect(score(['password'], { source: 'breach', verified: true })).toBeGreaterThan(
      score(['password'], { source: 'breach', verified: false }),
    );
  });

  it('puts a recent exposure over an old one', () => {
    const at = (ms: number) => score(['phone'], verified, ms);
    expect(at(NOW - 100 * DAY)).toBeGreaterThan(at(NOW - 2 * YEAR));
    expect(at(NOW - 2 * YEAR)).toBeGreaterThan(at(NOW - 5 * YEAR));
    expect(at(NOW - 5 * YEAR)).toBeGreaterThan(at(NOW - 10 * YEAR));
  });

  it('puts a live listing over one whose removal is under way', () => {
    expect(score(['home_address'], { source: 'broker_listing', removalRequested: false })).toBeGreaterThan(
      score(['home_address'], { source: 'broker_listing', removalRequested: true }),
    );
  });

  it('labels the score in four bands', () => {
    expect([100, 70, 69, 50, 49, 30, 29, 0].map(severityLabelOf)).toEqual([
      'Critical',
      'Critical',
      'High',
      'High',
      'Medium',
      'Medium',
      'Low',
      'Low',
    ]);
    // a verified password breach of the last year is critical; a recent e-mail alone is medium
    expect(severityOf({ types: ['password', 'email'], confidence: verified, at: NOW }, NOW)).toEqual({
      score: 82,
      label: 'Critical',
    });
    expect(severityOf({ types: ['email'], confidence: verified, at: NOW }, NOW).label).toBe('Medium');
  });

  it('sorts the worst first, ties newest first, then by id', () => {
    const entry = (id: string, value: number, at: number) => ({
      id,
      at,
      severity: { score: value, label: 'High' as const },
    });
    const sorted = [entry('c', 50, 1), entry('a', 60, 1), entry('b', 50, 2), entry('d', 50, 2)].sort(compareExposures);
    expect(sorted.map((item) => item.id)).toEqual(['a', 'b', 'd', 'c']);
  });
});

describe('exposed kinds', () => {
  it("names a breach's data classes, the worst first, keeping unknown classes in the breach's words", () => {
    expect(breachKinds(['Email addresses', 'Passwords', 'Usernames', 'IP addresses'], 'email')).toEqual([
      { type: 'password', label: 'Password' },
      { type: 'email', label: 'E-mail address' },
      { type: 'username', label: 'Username' },
      { type: 'other', label: 'IP addresses' },
    ]);
    expect(breachKinds(['Social security numbers', 'Partial credit card data', 'Credit cards'], null)).toEqual([
      { type: 'ssn', label: 'Social Security number' },
      { type: 'card', label: 'Payment card' },
    ]);
  });

  it('adds the kind of the watch that matched when the breach does not list it', () => {
    expect(breachKinds(['Names'], 'phone')).toEqual([
      { type: 'phone', label: 'Phone number' },
      { type: 'name', label: 'Name' },
    ]);
  });

  it("names a listing's fields", () => {
    expect(listingKinds(['name', 'age', 'address', 'phone', 'date_of_birth', 'photo'])).toEqual([
      { type: 'home_address', label: 'Home address' },
      { type: 'date_of_birth', label: 'Date of birth' },
      { type: 'phone', label: 'Phone number' },
      { type: 'name', label: 'Name' },
      { type: 'other', label: 'Age' },
      { type: 'other', label: 'Photos' },
    ]);
  });
});
