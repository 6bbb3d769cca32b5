import { groupCompanyNames } from './group-company-names';

describe('groupCompanyNames (spec §3)', () => {
  it('groups names into primary, former and alternate lists', () => {
    expect(
      groupCompanyNames([
        { name: 'Lindqvist Bakery Inc', type: 'Primary' },
        { name: 'Lindqvist Baking Company', type: 'Former' },
        { name: 'Peter’s Breads', type: 'DBA' },
        { name: 'Minneapolis Sourdough', type: 'Trade name' },
      ]),
    ).toEqual({
      primary: ['Lindqvist Bakery Inc'],
      former: ['Lindqvist Baking Company'],
      alternate: ['Peter’s Breads', 'Minneapolis Sourdough'],
    });
  });

  it('removes duplicates by comparing names stripped of non-word characters', () => {
    expect(
      groupCompanyNames([
        { name: 'Lindqvist Plumbing LLC', type: 'Primary' },
        { name: 'Lindqvist Plumbing, LLC.', type: 'Former' },
        { name: 'Lindqvist & Sons', type: 'DBA' },
        { name: 'Lindqvist Sons', type: 'DBA' },
        { name: 'LINDQVIST-PLUMBING LLC', type: 'DBA' },
      ]),
    ).toEqual({ primary: ['Lindqvist Plumbing LLC'], former: [], alternate: ['Lindqvist & Sons'] });
  });

  it('keeps a primary name over an earlier-listed former spelling of it', () => {
    expect(
      groupCompanyNames([
        { name: 'Acme, Inc.', type: 'Former' },
        { name: 'Acme Inc', type: 'primary' },
      ]),
    ).toEqual({ primary: ['Acme Inc'], former: [], alternate: [] });
  });

  it('gives empty lists for no names and skips names with no word characters', () => {
    expect(groupCompanyNames([])).toEqual({ primary: [], former: [], alternate: [] });
    expect(groupCompanyNames(undefined)).toEqual({ primary: [], former: [], alternate: [] });
    expect(groupCompanyNames([{ name: ' - ', type: 'Primary' }])).toEqual({ primary: [], former: [], alternate: [] });
  });
});
