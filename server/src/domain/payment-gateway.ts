// The payment gateway the billing service charges through (issue 16). Cards never reach our database: the gateway
// keeps them and hands back a reusable token, with the brand, last four digits and expiry for display. Charges carry
// an idempotency key, so a retried charge is the same charge. Implementations: services/payments/*.

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

export interface PaymentGateway {
  /** stored with each card, so a card is always charged through the gateway that holds it */
  readonly name: string;
  saveCard(card: CardDetails): Promise<SaveCardResult>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** tells the gateway a card is no longer used (best effort) */
  forgetCard(token: string): Promise<void>;
}
