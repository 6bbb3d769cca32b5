import { type InferType } from 'yup';

import { CREDIT_BUREAUS, CREDIT_FREEZE_STATUSES } from '../vocabulary/credit-freezes';
import { bool, dateTime, listOf, literals, nullableStr, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// An identity alert's own page (issue 58 point 3) and the credit freeze helper (point 5). The server writes every
// text for people (the heading, the labels of where and when, the source's name, each step), so no raw key such as
// "dark_web" or "new_inquiry" reaches a screen; the page lays them out.

export const PLAN_STEP_CLOSERS = ['none', 'member', 'check'] as const;
export type PlanStepCloser = (typeof PLAN_STEP_CLOSERS)[number];

/** What closes a step by itself besides the member's tick. */
export const PLAN_STEP_CHECKS = ['none', 'password_check', 'credit_freeze'] as const;
export type PlanStepCheck = (typeof PLAN_STEP_CHECKS)[number];

export const alertPlanStepSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    key: str().meta({ description: 'unique in the plan; the {stepKey} of PUT …/steps/{stepKey}' }),
    title: str(),
    detail: str(),
    links: listOf(shape({ label: str(), url: str() })).meta({ description: 'official pages, when there are any' }),
    check: literals(PLAN_STEP_CHECKS).meta({
      description:
        'password_check: closes when a password checked on the page is not in a breach; credit_freeze: closes ' +
        "when the member records the bureau's freeze in the credit freeze helper",
    }),
    done: bool(),
    doneAt: nullableStr().meta({ format: 'date-time' }),
    closedBy: literals(PLAN_STEP_CLOSERS).meta({ description: "'none' while open" }),
  }),
);
export type AlertPlanStep = InferType<typeof alertPlanStepSchema>;

export const alertPageResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    alertId: str(),
    heading: str().meta({ description: 'what was found, e.g. "E-mail address found in the Stand-in Forum breach"' }),
    reportName: str().meta({ description: 'the report the alert belongs to, e.g. "Credit Monitoring"' }),
    categoryLabel: str(),
    summary: str().meta({ description: 'one or two sentences on what happened (plain text)' }),
    where: listOf(shape({ label: str(), value: str() })),
    when: shape({
      label: str().meta({ description: 'e.g. "Breach date", "Date of the inquiry"' }),
      date: nullableStr().meta({ format: 'date' }),
      learnedAt: dateTime().meta({ description: 'when Beacon learned of it' }),
    }),
    source: shape({
      name: str().meta({ description: '"Have I Been Pwned" or "Identity monitoring provider"' }),
      verified: bool().meta({ description: 'a breach Have I Been Pwned verified (false for everything else)' }),
    }),
    exposed: listOf(str()).meta({ description: 'the kinds of data exposed, in words' }),
    archivedAt: nullableStr().meta({
      format: 'date-time',
      description: 'the watch that raised it was removed then (the alert left the lists); null while current',
    }),
    plan: listOf(alertPlanStepSchema).meta({ description: 'what to do, in order' }),
  }),
);
export type AlertPage = InferType<typeof alertPageResponseSchema>;

export const creditFreezeSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    bureau: literals(CREDIT_BUREAUS),
    name: str(),
    freezeUrl: str(),
    thawUrl: str(),
    phone: str(),
    status: literals(CREDIT_FREEZE_STATUSES),
    frozenOn: nullableStr().meta({ format: 'date' }),
    thawedUntil: nullableStr().meta({ format: 'date' }),
    hasPin: bool().meta({ description: 'a PIN is kept (sealed); read it with GET …/{bureau}/pin' }),
    updatedAt: nullableStr().meta({ format: 'date-time' }),
  }),
);
export type CreditFreeze = InferType<typeof creditFreezeSchema>;

export const creditFreezesResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    bureaus: listOf(creditFreezeSchema),
    plannedApplication: shape({
      date: nullableStr().meta({ format: 'date' }),
      reminderOn: nullableStr().meta({ format: 'date', description: 'the day the thaw reminder is e-mailed' }),
      reminderSentAt: nullableStr().meta({ format: 'date-time' }),
    }),
  }),
);
export type CreditFreezes = InferType<typeof creditFreezesResponseSchema>;

export const creditFreezePinResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ pin: nullableStr().meta({ description: 'null when none is kept' }) }),
);
export type CreditFreezePin = InferType<typeof creditFreezePinResponseSchema>;
