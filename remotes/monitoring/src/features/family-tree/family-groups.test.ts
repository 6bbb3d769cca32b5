import { personRecord, petersRelatives, relative } from '../../test-support/family-fixtures';
import { defaultRecordId, detailsLine, groupOf, groupRelatives, relativeReportPath } from './family-groups';

describe('family groups', () => {
  it('maps relation words to groups case-insensitively, anything unknown to other relatives', () => {
    expect(['spouse', 'Wife', 'HUSBAND', 'partner', 'domestic_partner'].map(groupOf)).toEqual(Array(5).fill('spouse'));
    expect(['parent', 'Mother', 'father', 'Step-Father'].map(groupOf)).toEqual(Array(4).fill('parents'));
    expect(['sibling', 'Brother', 'sister', 'half-sister'].map(groupOf)).toEqual(Array(4).fill('siblings'));
    expect(['child', 'Son', 'daughter', 'Children', 'stepchild'].map(groupOf)).toEqual(Array(5).fill('children'));
    expect(['cousin', 'shared address', '', 'grandparent'].map(groupOf)).toEqual(Array(4).fill('other'));
  });

  it('orders the groups, leaves out empty ones and keeps the report order of people', () => {
    const groups = groupRelatives(petersRelatives);
    expect(groups.map((group) => group.label)).toEqual([
      'Spouse or partner',
      'Parents',
      'Siblings',
      'Children',
      'Other relatives',
    ]);
    expect(groups[3]?.people.map((person) => person.name.first)).toEqual(['Elvie', 'Raegan']);
    expect(groupRelatives([relative('Tobi', 'Okafor', 'son')]).map((group) => group.key)).toEqual(['children']);
    expect(groupRelatives([])).toEqual([]);
  });

  it('writes age and place, leaving out what is unknown', () => {
    expect(detailsLine(54, 'Minneapolis', 'MN')).toBe('age 54, Minneapolis, MN');
    expect(detailsLine(null, 'Fargo', 'ND')).toBe('Fargo, ND');
    expect(detailsLine(0, '', '')).toBe('age 0');
    expect(detailsLine(undefined, undefined, undefined)).toBe('');
  });

  it("opens a relative's report through the create-record flow", () => {
    expect(relativeReportPath('a b/c')).toBe('/dashboard/create-record?type=person&pointer=a+b%2Fc');
  });

  it("chooses the member's confirmed report, else their first person record", () => {
    const people = [personRecord(12, { first: 'Peter', last: 'L' }), personRecord(14, { first: 'Grace', last: 'O' })];
    expect(defaultRecordId(people, '14')).toBe('14');
    expect(defaultRecordId(people, null)).toBe('12');
    expect(defaultRecordId(people, '99')).toBe('12');
    expect(defaultRecordId([], '14')).toBeNull();
  });
});
