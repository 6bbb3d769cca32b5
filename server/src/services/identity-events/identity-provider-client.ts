// The adapter of the identity-monitoring provider's API (issue 58): Beacon enrolls an account by its opaque reference
// with `POST /v1/subscribers` and a bearer API key; the provider then sends that subscriber's events to the webhook.
// It speaks to the provider configured in IDENTITY_PROVIDER_URL: the real one, or its local stand-in
// (identity-provider-stand-in.ts). Errors carry the status only, never the key or the answer's body.

export class IdentityProviderError extends Error {
  override name = 'IdentityProviderError';
  constructor(
    message: string,
    /** the HTTP status, or null when no answer came (a timeout, no connection) */
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface IdentityProviderClient {
  /** Enrolls a subscriber; enrolling one the provider has already is a success (a retried job repeats it). */
  enroll(reference: string): Promise<void>;
}

const TIMEOUT_MS = 10_000;

export function createIdentityProviderClient(options: {
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
}): IdentityProviderClient {
  const send = options.fetch ?? fetch;
  return {
    async enroll(reference) {
      let response: Response;
      try {
        response = await send(`${options.url}/v1/subscribers`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            // the provider keeps one subscriber per reference; the key makes a retried request safe anywhere on the way
            'idempotency-key': `enroll-${reference}`,
          },
          body: JSON.stringify({ reference }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : 'Error';
        throw new IdentityProviderError(`the identity provider did not answer (${name})`, null);
      }
      // the body is read (and dropped) so the connection can be reused
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        throw new IdentityProviderError(
          `the identity provider refused the enrollment (${response.status})`,
          response.status,
        );
      }
    },
  };
}
