import { cancellationRule, REFUND_RULE } from './billing-rules';

describe('billing rules', () => {
  it('says what canceling means, with the date where it is known', () => {
    expect(cancellationRule('Dec 20, 2026')).toBe(
      'You keep access until Dec 20, 2026. After that, it ends and nothing more is charged.',
    );
    expect(cancellationRule()).toBe(
      'You keep access until the end of the period you paid for. After that, it ends and nothing more is charged.',
    );
  });

  it('says when a purchase can be refunded', () => {
    expect(REFUND_RULE).toBe(
      'A one-time purchase you have not used yet can be refunded from Order History within 14 days of the order.',
    );
  });
});
