import { describeMatchingFields, matchingFields } from './match-indicators';

describe('matchingFields (spec §3)', () => {
  it('derives the matching fields from the match indicators', () => {
    const fields = matchingFields([
      { item: 'name', method_id: 1, method: 'exact' },
      { item: 'dob', method_id: 2, method: 'partial' },
      { item: 'address', method_id: 3, method: 'address history' },
    ]);
    expect(fields).toEqual([
      { item: 'name', label: 'Name', method: 'exact' },
      { item: 'dob', label: 'DOB', method: 'partial' },
      { item: 'address', label: 'Address', method: 'address history' },
    ]);
    expect(describeMatchingFields(fields)).toBe('Name (exact), DOB (partial), Address (address history)');
  });

  it('orders by method id and lists an item once', () => {
    const fields = matchingFields([
      { item: 'dob', method_id: 2, method: 'exact' },
      { item: 'Name', method_id: 1, method: 'exact' },
      { item: 'dob', method_id: 5, method: 'partial' },
    ]);
    expect(describeMatchingFields(fields)).toBe('Name (exact), DOB (exact)');
  });

  it('labels unknown items readably and leaves out an empty method', () => {
    expect(describeMatchingFields(matchingFields([{ item: 'middle_name', method_id: 4, method: '' }]))).toBe(
      'Middle name',
    );
  });

  it('gives nothing for no indicators', () => {
    expect(matchingFields([])).toEqual([]);
    expect(matchingFields(undefined)).toEqual([]);
    expect(describeMatchingFields([])).toBe('');
  });
});
