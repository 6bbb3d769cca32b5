import { seal, sealingKey, unseal } from './sealed-values';

// A bureau's credit freeze PIN (issue 58 point 5) is what lets whoever holds it lift the member's freeze, so it is kept
// sealed (AES-256-GCM, sealed-values.ts) with a key of its own: CREDIT_FREEZE_KEY, not the pointer secret, so that
// rotating one never unlocks or orphans the other. The account and bureau are the associated data: a sealed PIN copied
// to another row, or another account, does not open.

/** CREDIT_FREEZE_KEY's minimum length: 256 bits of key material. */
export const MIN_CREDIT_FREEZE_KEY_BYTES = 32;

export function creditFreezePinKey(secret: string): Buffer {
  return sealingKey(secret, 'credit freeze pins');
}

const associated = (accountId: number, bureau: string) => `credit-freeze-pin:${accountId}:${bureau}`;

export function sealPin(key: Buffer, accountId: number, bureau: string, pin: string): string {
  return seal(key, associated(accountId, bureau), pin);
}

export function unsealPin(key: Buffer, accountId: number, bureau: string, sealed: string): string {
  return unseal(key, associated(accountId, bureau), sealed);
}
