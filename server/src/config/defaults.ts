import type { PasswordHashConfig } from '../config';

// The configuration's fixed values: defaults of the local machine that production refuses, and the only values
// production accepts where one would send members' data elsewhere.

export const OWASP_SCRYPT: PasswordHashConfig = { log2N: 17, r: 8, p: 1 };
export const DEFAULT_APP_CREDENTIALS = 'beacon-web:beacon-web-local-key';
export const DEFAULT_DEMO_PASSWORD = 'Beacon-Demo-2024!';
/** Secrets a production server must be given (the same on every instance), never generated into .data/. */
export const PRODUCTION_SECRETS = ['JWT_SECRET', 'ALTCHA_HMAC_SECRET', 'POINTER_SECRET', 'CREDIT_FREEZE_KEY'] as const;
/** The only STRIPE_API_BASE production accepts: anything else would send members' cards to another server. */
export const STRIPE_API_ORIGIN = 'https://api.stripe.com';
