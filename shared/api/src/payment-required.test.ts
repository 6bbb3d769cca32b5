import { ApiError } from './api-error';
import { paymentReasonOf, paymentRequiredOf, requiredItemOf } from './payment-required';

const answer = (statusCode: number, headers: Record<string, string> = {}) =>
  new ApiError({ statusCode, requestPath: '/v1/people', headers: new Headers(headers) });

describe('what a 402 asks for, and why', () => {
  it('reads the item and the reason of a 402', () => {
    const error = answer(402, { 'X-Required-Item': 'person_report', 'X-Required-For': 'search' });
    expect(requiredItemOf(error)).toBe('person_report');
    expect(paymentReasonOf(error, 'product')).toBe('search');
  });

  it('falls back to what the caller was doing when the reason is missing or unknown', () => {
    expect(paymentReasonOf(answer(402), 'report')).toBe('report');
    expect(paymentReasonOf(answer(402, { 'X-Required-For': 'lottery' }), 'product')).toBe('product');
  });

  it('has no reason for anything but a 402', () => {
    expect(paymentReasonOf(answer(403, { 'X-Required-For': 'search' }), 'search')).toBeUndefined();
    expect(paymentReasonOf(new Error('offline'), 'search')).toBeUndefined();
  });

  it('reads both at once, with what the caller was asking for when the server does not say', () => {
    expect(paymentRequiredOf(answer(402), 'product', 'data_monitoring')).toEqual({
      requiredItem: 'data_monitoring',
      reason: 'product',
    });
    expect(paymentRequiredOf(answer(402, { 'X-Required-For': 'search' }), 'report')).toEqual({
      requiredItem: 'person_report',
      reason: 'search',
    });
    expect(paymentRequiredOf(answer(500), 'report')).toBeUndefined();
  });
});
