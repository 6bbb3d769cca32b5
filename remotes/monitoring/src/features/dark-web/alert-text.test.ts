import { alert } from '../../test-support/identity-fixtures';
import { categoryLabel, exposedText, formatBreachDate, newestFirst, plainDescription } from './alert-text';

describe('alert text', () => {
  it('writes breach dates as "MMM d, yyyy", a breach on Sep 30, 2019 included', () => {
    expect(formatBreachDate('2013-10-04')).toBe('Oct 4, 2013');
    expect(formatBreachDate('2019-09-30')).toBe('Sep 30, 2019');
  });

  it('says what was exposed, or that private mode hides it', () => {
    expect(exposedText({ kind: 'phone', display: '(•••) •••-1234' })).toBe('Phone number: (•••) •••-1234');
    expect(exposedText({ kind: 'ssn_last4', display: null })).toBe(
      'Social Security number (last 4): Hidden (private mode)',
    );
  });

  it('names categories', () => {
    expect(categoryLabel('dark_web')).toBe('Dark web');
    expect(categoryLabel('new_credit-inquiry')).toBe('New credit inquiry');
    expect(categoryLabel('')).toBe('Other');
  });

  it('reads a breach description as text: no markup, entities as characters', () => {
    expect(
      plainDescription(
        'Data was <a href="javascript:alert(1)">posted</a> &quot;as is&quot; &amp; &lt;b&gt; <script>x</script>',
      ),
    ).toBe('Data was posted "as is" & <b> x');
  });

  it('puts the newest alert first', () => {
    const older = alert({ id: 1, createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = alert({ id: 2, createdAt: '2026-02-01T00:00:00.000Z' });
    const sameTimeHigherId = alert({ id: 3, createdAt: '2026-02-01T00:00:00.000Z' });
    expect(newestFirst([older, newer, sameTimeHigherId]).map((entry) => entry.id)).toEqual([3, 2, 1]);
  });
});
