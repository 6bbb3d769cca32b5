import { maskSecrets } from '@beacon/api/client';

describe('maskSecrets', () => {
  it('replaces passwords and card numbers and security codes, wherever they are', () => {
    expect(
      maskSecrets({
        email: 'a@b.co',
        password: 'hunter22',
        card: { cardNumber: '4242-4242-4242-4242', cvc: '123', expiry: '12/30' },
      }),
    ).toEqual({
      email: 'a@b.co',
      password: '********',
      card: { cardNumber: '********', cvc: '********', expiry: '12/30' },
    });
  });
});
