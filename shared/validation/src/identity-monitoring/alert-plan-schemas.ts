import { object, string, type InferType } from 'yup';

import { isCalendarDate } from '../calendar-date';
import { bodyObject, flag, text, typeMessage } from '../payload-fields';
import { CREDIT_BUREAUS, CREDIT_FREEZE_PIN_PATTERN, CREDIT_FREEZE_STATUSES } from '../vocabulary/credit-freezes';
import { deferredSchema } from '../deferred-schema';

// The requests of an alert's page and of the credit freeze helper (issue 58 points 3 and 5).

export const alertPlanMessages = {
  pinInvalid: 'The PIN is 4 to 20 letters or digits.',
  dateInvalid: 'Please enter a date (yyyy-mm-dd).',
  frozenOnRequired: 'Please enter the date of the freeze.',
  thawedUntilRequired: 'Please enter the date the lift ends.',
} as const;

/** Alert ids are the producers' (hibp-<breach>-<item>, evt_…): letters, digits, dashes and underscores. */
const ALERT_ID_PATTERN = /^[A-Za-z0-9_.-]{1,120}$/;
const STEP_KEY_PATTERN = /^[a-z0-9_]{1,60}$/;

export const alertParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    alertId: string().strict().required('alertId is required').matches(ALERT_ID_PATTERN, typeMessage('an alert id')),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type AlertParam = InferType<typeof alertParamSchema>;

export const alertStepParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    alertId: string().strict().required('alertId is required').matches(ALERT_ID_PATTERN, typeMessage('an alert id')),
    stepKey: string().strict().required('stepKey is required').matches(STEP_KEY_PATTERN, typeMessage('a step key')),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type AlertStepParam = InferType<typeof alertStepParamSchema>;

/**
 * PUT /me/alerts/{alertId}/steps/{stepKey} `{ done }`: the member ticks or unticks a step. `via: "password_check"`
 * (the page's own check found the new password in no breach; only on the step that asks for it) closes it as done by
 * the check; the password itself never leaves the browser.
 */
export const alertStepBodySchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    done: flag().required('done is required'),
    via: string()
      .strict()
      .oneOf(['password_check'] as const, 'via must be "password_check"')
      .optional(),
  }),
);
export type AlertStepInput = InferType<typeof alertStepBodySchema>;

export const creditBureauParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    bureau: string()
      .strict()
      .required('bureau is required')
      .oneOf(CREDIT_BUREAUS, 'bureau must be equifax, experian or transunion'),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type CreditBureauParam = InferType<typeof creditBureauParamSchema>;

const calendarDate = () =>
  text(10).test('date', alertPlanMessages.dateInvalid, (value) => value === undefined || isCalendarDate(value));

/**
 * PUT /me/credit-freezes/{bureau}: what the member records of a bureau's freeze. `frozenOn` with "frozen" (and kept
 * through a thaw), `thawedUntil` with "thawed". `pin`: a new PIN, `null` to forget it, absent to keep it.
 */
export const creditFreezeBodySchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    status: string()
      .strict()
      .required('status is required')
      .oneOf(CREDIT_FREEZE_STATUSES, 'status must be not_frozen, frozen or thawed'),
    frozenOn: calendarDate().optional(),
    thawedUntil: calendarDate().optional(),
    pin: text(20).nullable().optional().matches(CREDIT_FREEZE_PIN_PATTERN, {
      message: alertPlanMessages.pinInvalid,
      excludeEmptyString: false,
    }),
  })
    .test('frozen-on', alertPlanMessages.frozenOnRequired, (value) => value?.status !== 'frozen' || !!value.frozenOn)
    .test(
      'thawed-until',
      alertPlanMessages.thawedUntilRequired,
      (value) => value?.status !== 'thawed' || !!value.thawedUntil,
    ),
);
export type CreditFreezeInput = InferType<typeof creditFreezeBodySchema>;

/** PUT /me/credit-freezes/planned-application `{ date }`: the day of a planned credit application; null forgets it. */
export const plannedApplicationBodySchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    date: calendarDate().nullable().defined('date is required'),
  }),
);
export type PlannedApplicationInput = InferType<typeof plannedApplicationBodySchema>;
