import { DEMO_PROFILES } from '../../domain/demo-profiles';
import type { RequiredPerson } from './generator';

// The demo members' own identities in the public-records data set, so "Search for Yourself" finds each of them:
// same first and last name, a plausible home, and the member's e-mail among their addresses.

const HOMES: Record<string, { zip: string; age: number; sex: 'F' | 'M' }> = {
  'person-report@demo.beacon.test': { zip: '78209', age: 41, sex: 'F' }, // San Antonio, TX
  'premium@demo.beacon.test': { zip: '55408', age: 47, sex: 'M' }, // Minneapolis, MN
  'guardian@demo.beacon.test': { zip: '77004', age: 36, sex: 'F' }, // Houston, TX
  'guardian-family@demo.beacon.test': { zip: '70115', age: 52, sex: 'M' }, // New Orleans, LA
  'dark-web@demo.beacon.test': { zip: '28203', age: 33, sex: 'F' }, // Charlotte, NC
  'identity@demo.beacon.test': { zip: '11235', age: 58, sex: 'M' }, // Brooklyn, NY
  'data-monitoring@demo.beacon.test': { zip: '85004', age: 29, sex: 'F' }, // Phoenix, AZ
  'reactivate@demo.beacon.test': { zip: '02127', age: 44, sex: 'F' }, // Boston, MA
};

export function demoPeople(): RequiredPerson[] {
  // The lapsed member (issue 54) has no identity of their own in the data set: their searches answer 402 until they
  // buy, so there is nothing to find, and one more family would reshuffle the generated data set for every seed.
  return DEMO_PROFILES.filter((profile) => profile.status !== 'lapsed').map((profile) => {
    const home = HOMES[profile.email] ?? { zip: '10001', age: 40, sex: 'F' as const };
    return {
      firstName: profile.firstName,
      lastName: profile.lastName,
      sex: home.sex,
      age: home.age,
      // the member's own date of birth: a report of this person is then probably theirs (issue 56 point 3)
      birthDate: profile.birthDate,
      zip: home.zip,
      email: profile.email,
    };
  });
}
