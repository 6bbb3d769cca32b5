import { profileMessages, updateProfileSchema } from './profile-schemas';

const base = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const refusal = (birthDate: string) => {
  try {
    updateProfileSchema.validateSync({ ...base, birthDate });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the date of birth of the personal settings (issue 56 point 3)', () => {
  it('takes a real past date, an empty one (forgotten) or none (kept)', () => {
    expect(updateProfileSchema.isValidSync(base)).toBe(true);
    expect(refusal('')).toBeUndefined();
    expect(refusal('1985-03-14')).toBeUndefined();
    expect(refusal('1900-01-01')).toBeUndefined();
  });

  it.each(['2999-01-01', '1997-02-30', '25/02/1997', '1850-01-01', '1985-3-14'])('refuses %s', (birthDate) => {
    expect(refusal(birthDate)).toBe(profileMessages.birthDateInvalid);
  });
});
