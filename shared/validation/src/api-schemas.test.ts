import { idParamSchema, metaPathParamSchema, noQuerySchema } from './api-params-schema';
import { authenticateSchema, facebookLoginSchema, passwordLoginSchema } from './authenticate-schema';
import { errorReportSchema } from './error-report-schema';
import { eventSchema } from './event-schema';
import { toJsonSchema } from './json-schema';
import { patchMeSchema } from './patch-me-schema';
import { logoutSchema, refreshTokenSchema } from './refresh-token-schema';
import { checkPayload } from './validate-payload';

const message = (schema: Parameters<typeof checkPayload>[0], value: unknown) => {
  const result = checkPayload(schema, value);
  return result.ok ? undefined : result.message;
};

describe('provider API payload schemas', () => {
  it('authenticate: an e-mail login or a facebook login, nothing else', () => {
    expect(message(authenticateSchema, { email: ' a@b.co ', password: 'p', recaptchaResponse: 'r' })).toBeUndefined();
    expect(message(authenticateSchema, { type: 'facebook', accessToken: 't' })).toBeUndefined();
    expect(message(authenticateSchema, {})).toBe('Please enter your email address.');
    expect(message(authenticateSchema, { email: 'a@b.co', password: 'p' })).toBe('Please complete the bot check.');
    expect(message(authenticateSchema, { type: 'facebook' })).toBe('accessToken is required for a facebook login');
    expect(message(authenticateSchema, { type: 'facebook', accessToken: 't', password: 'p' })).toBe(
      'Unknown field(s) in the request body: password',
    );
    expect(message(authenticateSchema, 'x')).toBe('The request body must be a JSON object');
  });

  it('refresh and logout', () => {
    expect(message(refreshTokenSchema, { refreshToken: 'r', lastAccessToken: 'a', sessionCreated: 1 })).toBeUndefined();
    expect(message(refreshTokenSchema, { refreshToken: 'r' })).toBe('lastAccessToken is required');
    expect(message(logoutSchema, undefined)).toBeUndefined();
    expect(message(logoutSchema, null)).toBeUndefined();
    expect(message(logoutSchema, { refreshToken: 5 })).toBe('refreshToken must be a string');
  });

  it('PATCH /me takes only the three data keys of spec §7', () => {
    expect(message(patchMeSchema, { data: { self_search_notified: true, bg_crosssell_intent: null } })).toBeUndefined();
    expect(message(patchMeSchema, { data: { customers_report: {} } })).toBe(
      'data has unknown field(s): customers_report',
    );
    expect(message(patchMeSchema, { pin: '1', data: {} })).toBe('Unknown field(s) in the request body: pin');
    expect(message(patchMeSchema, { data: { self_search_notified: 'true' } })).toBe(
      'data.self_search_notified must be true or false',
    );
  });

  it('events and error reports are size-limited', () => {
    expect(message(eventSchema, { name: 'navigation:view', properties: { path: '/' } })).toBeUndefined();
    expect(message(eventSchema, { name: 'x', properties: { a: 'b'.repeat(9000) } })).toMatch(/at most 8192 bytes/);
    expect(message(errorReportSchema, { message: 'm', userId: 7 })).toBeUndefined();
    expect(message(errorReportSchema, { message: 'm'.repeat(2001) })).toBe('message must be at most 2000 characters');
  });

  it('params and queries', () => {
    expect(message(idParamSchema, { id: '12' })).toBeUndefined();
    expect(message(idParamSchema, { id: '012' })).toBe('id must be a whole number from 1 to 999999999');
    expect(message(metaPathParamSchema, { '*': 'support/phone' })).toBeUndefined();
    expect(message(noQuerySchema, { a: '1' })).toBe('Unknown query parameter(s): a');
  });

  it('refuses keys that would reach Object.prototype inside yup', () => {
    expect(message(noQuerySchema, { valueOf: '' })).toBe('The field name "valueOf" is not allowed');
    expect(message(patchMeSchema, { data: { toString: 1 } })).toBe('The field name "toString" is not allowed');
  });

  it('renders JSON Schema for the OpenAPI description', () => {
    expect(toJsonSchema(passwordLoginSchema)).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['email', 'password', 'recaptchaResponse'],
      properties: { email: { type: 'string', maxLength: 320 } },
    });
    expect(toJsonSchema(facebookLoginSchema)).toMatchObject({ properties: { type: { enum: ['facebook'] } } });
    expect(toJsonSchema(authenticateSchema)).toHaveProperty('oneOf');
    expect(toJsonSchema(idParamSchema)).toMatchObject({ properties: { id: { pattern: '^[1-9][0-9]{0,8}$' } } });
  });
});
