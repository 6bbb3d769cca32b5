// Passwords, and a card's number and security code (issue 16: they are never kept or logged, on either side).
const SECRET_KEY = /password|cardNumber|cvc/i;

/** A copy of a request body safe to keep on an error: every password-like or card value replaced. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '********' : maskSecrets(inner)]),
  );
}
