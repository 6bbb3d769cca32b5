import {
  clearCrossSellIntent,
  isProbablyOwnRecord,
  noteCrossSellIntent,
  notePossibleOwnReport,
} from '../../../src/domain/notices/header-notice-producers';

const paula = { firstName: 'Paula', lastName: 'Reyes', birthDate: '1985-03-14' };
const record = (first: string, last: string, year: number) => ({
  name: { first, middle: null, last },
  dobs: [{ date: { year, month: 7, day: 1 } }],
});

describe('the producers of the cross-sell and Guardian-retarget header notices (spec §4, issue 56 point 3)', () => {
  it('takes a person record as probably the member’s own when first name, last name and birth year are theirs', () => {
    expect(isProbablyOwnRecord(paula, record('Paula', 'Reyes', 1985))).toBe(true);
    expect(isProbablyOwnRecord(paula, record(' paula ', 'REYES', 1985))).toBe(true);
    expect(
      isProbablyOwnRecord(paula, { ...record('Paula', 'Reyes', 0), dobs: [{ date_range: { start: { year: 1985 } } }] }),
    ).toBe(true);
  });

  it('does not for another birth year, another name, or a member who gave no date of birth', () => {
    expect(isProbablyOwnRecord(paula, record('Paula', 'Reyes', 1986))).toBe(false);
    expect(isProbablyOwnRecord(paula, record('Pauline', 'Reyes', 1985))).toBe(false);
    expect(isProbablyOwnRecord(paula, record('Paula', 'Reyes-Diaz', 1985))).toBe(false);
    expect(isProbablyOwnRecord({ ...paula, birthDate: null }, record('Paula', 'Reyes', 1985))).toBe(false);
    expect(isProbablyOwnRecord(paula, { name: { first: 'Paula', last: 'Reyes' }, dobs: [] })).toBe(false);
    expect(isProbablyOwnRecord(paula, {})).toBe(false);
  });

  it('notes the first possible own report only, and none once the member confirmed their own', () => {
    const noted = notePossibleOwnReport({ self_search_notified: true }, { recordId: 5, reportId: '5' });
    expect(noted).toEqual({
      self_search_notified: true,
      possible_customers_report: { record_id: 5, report_id: '5', notified: false },
    });
    expect(notePossibleOwnReport(noted!, { recordId: 6, reportId: '6' })).toBeNull();
    expect(
      notePossibleOwnReport({ customers_report: { record_id: 1, pointer: 'p' } }, { recordId: 6, reportId: '6' }),
    ).toBeNull();
  });

  it('notes the last person looked at, with when, until an intent was announced', () => {
    const first = noteCrossSellIntent({}, { pointer: 'pointer-a', firstName: 'Jane', nowMs: 1_700_000_000_999 });
    expect(first).toEqual({
      bg_crosssell_intent: { first_name: 'Jane', record_id: 'pointer-a', timestamp: 1_700_000_000, notified: false },
    });
    const second = noteCrossSellIntent(first!, { pointer: 'pointer-b', firstName: 'John', nowMs: 1_700_000_100_000 });
    expect(second?.['bg_crosssell_intent']).toMatchObject({ first_name: 'John', record_id: 'pointer-b' });
    const announced = { bg_crosssell_intent: { ...(second!['bg_crosssell_intent'] as object), notified: true } };
    expect(noteCrossSellIntent(announced, { pointer: 'pointer-c', firstName: 'Ann', nowMs: 1 })).toBeNull();
  });

  it('clears an intent once that person’s report is opened, not another’s, and never an announced one', () => {
    const data = noteCrossSellIntent(
      { dark_web_data_added: false },
      { pointer: 'pointer-a', firstName: 'Jane', nowMs: 0 },
    )!;
    expect(clearCrossSellIntent(data, 'pointer-b')).toBeNull();
    expect(clearCrossSellIntent(data, 'pointer-a')).toEqual({ dark_web_data_added: false });
    const announced = { bg_crosssell_intent: { ...(data['bg_crosssell_intent'] as object), notified: true } };
    expect(clearCrossSellIntent(announced, 'pointer-a')).toBeNull();
    expect(clearCrossSellIntent({}, 'pointer-a')).toBeNull();
  });
});
