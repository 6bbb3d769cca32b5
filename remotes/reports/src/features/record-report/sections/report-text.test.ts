import { formatAddress, formatDateRange, fullName, sourceLabel } from './report-text';

describe('report text', () => {
  it('joins the name parts a record has', () => {
    expect(fullName({ first: 'Peter', middle: 'Bear', last: 'Lindqvist', suffix: null })).toBe('Peter Bear Lindqvist');
    expect(fullName({ first: 'Ally', middle: null, last: 'Stiedemann', suffix: 'Jr' })).toBe('Ally Stiedemann Jr');
  });

  it('writes an address on one line', () => {
    expect(formatAddress({ street: '4733 Boehm Blvd', city: 'Minneapolis', state_code: 'MN', zip_code: '55408' })).toBe(
      '4733 Boehm Blvd, Minneapolis, MN 55408',
    );
    expect(formatAddress({ street: '', city: 'Duluth', state_code: 'MN', zip_code: '' })).toBe('Duluth, MN');
  });

  it('writes date ranges with "Present" for an open end', () => {
    expect(formatDateRange({ start: { year: 2009, month: 3, day: 5 }, end: null })).toBe('Mar 5, 2009 – Present');
    expect(formatDateRange({ start: { year: 2001, month: 5, day: 25 }, end: { year: 2009, month: 3, day: 4 } })).toBe(
      'May 25, 2001 – Mar 4, 2009',
    );
    expect(formatDateRange({ start: null, end: { year: 2001, month: 5, day: 24 } })).toBe('Until May 24, 2001');
    expect(formatDateRange({ start: { year: 2001, month: 5, day: 24 }, end: { year: 2001, month: 5, day: 24 } })).toBe(
      'May 24, 2001',
    );
    expect(formatDateRange({ start: null, end: null })).toBe('');
    expect(formatDateRange(undefined)).toBe('');
  });

  it('names sources for people', () => {
    expect(sourceLabel('property_records')).toBe('Property records');
    expect(sourceLabel('dmv')).toBe('DMV');
    expect(sourceLabel('census')).toBe('Census');
  });
});
