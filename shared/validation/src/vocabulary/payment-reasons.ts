// Why a 402 was answered (issue 54): the `X-Required-For` header names what the member was doing when the paywall
// stopped them, beside `X-Required-Item` (what unlocks it). The purchase page says it back to the member ("To open
// Jane Doe's full report…") and returns them there after paying.
export const PAYMENT_REASONS = [
  /** searching, looking people up, or creating a record from a result: needs an active membership */
  'search',
  /** opening a record's full report (or its PDF): a person report, held or one bought for this record */
  'report',
  /** the premium sections of a person report (criminal records, finances, assets) */
  'premium-sections',
  /** Guardian, its family add-on, monitoring and the other products a screen offers */
  'product',
] as const;

export type PaymentReason = (typeof PAYMENT_REASONS)[number];

export const isPaymentReason = (value: unknown): value is PaymentReason =>
  typeof value === 'string' && (PAYMENT_REASONS as readonly string[]).includes(value);

/** The response header that carries the reason of a 402. */
export const PAYMENT_REASON_HEADER = 'x-required-for';

/** How many days after an order an unused one-time item can be refunded from the order history. */
export const REFUND_WINDOW_DAYS = 14;
