import { decodeSessionUser } from './session-user';

function fakeJwt(claims: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('decodeSessionUser', () => {
  it('reads firstName, lastName and sub from the access token', () => {
    expect(decodeSessionUser(fakeJwt({ sub: '42', firstName: 'Ada', lastName: 'Lovelace' }))).toEqual({
      sub: '42',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('ignores a token that cannot be decoded', () => {
    expect(decodeSessionUser('not-a-token')).toBeNull();
    expect(decodeSessionUser(null)).toBeNull();
  });
});
