// The payment gateway the billing service charges through (issue 16). Cards never reach our database: the gateway
// keeps them and hands back a reusable token, with the brand, last four digits and expiry for display. Charges and
// refunds (issue 54) carry an idempotency key, so a retried charge or refund is the same one. Implementations:
// services/payments/*.

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export interface SavedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SaveCardResult = { outcome: 'saved'; card: SavedCard } | { outcome: 'declined'; message: string };

export interface ChargeRequest {
  token: string;
  amountCents: number;
  currency: 'usd';
  /** the same key gives the same charge, however often it is sent */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult =
  | { outcome: 'approved'; chargeId: string }
  | { outcome: 'declined'; message: string }
  /** a temporary failure at the gateway or the bank: the member may try again */
  | { outcome: 'retry'; message: string };

export interface RefundRequest {
  /** the `chargeId` an approved charge answered */
  chargeId: string;
  /** at most what is left of the charge (a charge may be refunded in parts) */
  amountCents: number;
  /** the same key gives the same refund, however often it is sent */
  idempotencyKey: string;
  reason?: 'requested_by_customer';
}

export type RefundResult =
  | { outcome: 'refunded'; refundId: string }
  /** the gateway refused it: an unknown charge, or more than is left of it; nothing was refunded */
  | { outcome: 'failed'; message: string };

export interface PaymentGateway {
  /** stored with each card, so a card is always charged through the gateway that holds it */
  readonly name: string;
  saveCard(card: CardDetails): Promise<SaveCardResult>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** gives back (part of) an approved charge, to the card it was charged to */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** tells the gateway a card is no longer used (best effort) */
  forgetCard(token: string): Promise<void>;
}
