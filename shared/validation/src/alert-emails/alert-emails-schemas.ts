import { mixed, object, string, type InferType } from 'yup';

import { deferredSchema } from '../deferred-schema';
import { literals, shape } from '../responses/contract-fields';
import { bodyObject } from '../payload-fields';

// Alert e-mails (issue 58 point 4): how often a member hears of new identity and dark web alerts by mail, and the
// one-click unsubscribe link every alert mail carries (RFC 8058). Defined once: the settings form, the server's routes
// and the client's parsing all read these.

export const ALERT_EMAIL_FREQUENCIES = ['immediate', 'daily', 'off'] as const;
export type AlertEmailFrequency = (typeof ALERT_EMAIL_FREQUENCIES)[number];

/** What a member gets before choosing: each alert as it happens (they bought monitoring to hear of it). */
export const DEFAULT_ALERT_EMAIL_FREQUENCY: AlertEmailFrequency = 'immediate';

/** The words of the settings control, in the order it offers them. */
export const ALERT_EMAIL_FREQUENCY_LABELS: Record<AlertEmailFrequency, string> = {
  immediate: 'Each alert as it happens',
  daily: 'One daily summary',
  off: 'No alert e-mails',
};

export const alertEmailMessages = {
  frequencyInvalid: `Please choose one of ${ALERT_EMAIL_FREQUENCIES.join(', ')}.`,
  tokenInvalid: 'This unsubscribe link is not valid. Please use the whole link from the e-mail.',
  unsubscribed: 'You will no longer receive alert e-mails.',
} as const;

/** PUT /me/alert-emails. */
export const alertEmailPreferenceSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    frequency: mixed<AlertEmailFrequency>()
      .required(alertEmailMessages.frequencyInvalid)
      .test('frequency', alertEmailMessages.frequencyInvalid, (value) =>
        (ALERT_EMAIL_FREQUENCIES as readonly unknown[]).includes(value),
      )
      .meta({ jsonSchema: { type: 'string', enum: [...ALERT_EMAIL_FREQUENCIES] } }),
  }),
);
export type AlertEmailPreferenceInput = InferType<typeof alertEmailPreferenceSchema>;

/** GET and PUT /me/alert-emails, and the one-click unsubscribe's answer. */
export const alertEmailPreferenceResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ frequency: literals(ALERT_EMAIL_FREQUENCIES) }),
);
export type AlertEmailPreference = InferType<typeof alertEmailPreferenceResponseSchema>;

/** The path of the unsubscribe link (under the API's /v1), absolute in the List-Unsubscribe header. */
export const ALERT_EMAILS_UNSUBSCRIBE_PATH = '/v1/alert-emails/unsubscribe';

/** An unsubscribe token: the account id and a base64url HMAC-SHA256 of it with a server key. */
export const ALERT_EMAILS_UNSUBSCRIBE_TOKEN_PATTERN = /^[1-9][0-9]{0,8}\.[A-Za-z0-9_-]{43}$/;

/** The query of GET and POST /alert-emails/unsubscribe. */
export const alertEmailsUnsubscribeQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    token: string()
      .strict()
      .required(alertEmailMessages.tokenInvalid)
      .matches(ALERT_EMAILS_UNSUBSCRIBE_TOKEN_PATTERN, alertEmailMessages.tokenInvalid),
  })
    .noUnknown('Unknown query parameter(s): ${unknown}')
    .required(),
);
export type AlertEmailsUnsubscribeQuery = InferType<typeof alertEmailsUnsubscribeQuerySchema>;
