import {
  alertPageResponseSchema,
  alertParamSchema,
  alertStepBodySchema,
  alertStepParamSchema,
  creditBureauParamSchema,
  creditFreezeBodySchema,
  creditFreezePinResponseSchema,
  creditFreezesResponseSchema,
  errorResponses,
  plannedApplicationBodySchema,
  type AlertParam,
  type AlertStepInput,
  type AlertStepParam,
  type CreditBureau,
  type CreditBureauParam,
  type CreditFreezeInput,
  type PlannedApplicationInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toAlertPageDto, toCreditFreezesDto } from '../../dto/alert-pages';
import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

const FREEZES = '/me/credit-freezes';

// An identity alert's own page and its plan (issue 58 point 3), and the credit freeze helper (point 5). Another
// member's alert is "not found"; a PIN is answered only by its own GET, which the page calls on "Show PIN".
export async function alertRoutes(app: FastifyInstance): Promise<void> {
  const { alertPages, creditFreezes } = app;

  app.get<{ Params: AlertParam }>(
    '/me/alerts/:alertId',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'An identity alert: what was found, where, when, the source, and a plan of steps',
        description:
          "Archived alerts (their watch was removed) are answered too, with `archivedAt`. Another account's alert " +
          'is a 404.',
        security: MEMBER_SECURITY,
        params: alertParamSchema,
        response: { 200: alertPageResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => toAlertPageDto(await alertPages.page(memberOf(request).accountId, request.params.alertId)),
  );

  app.put<{ Params: AlertStepParam; Body: AlertStepInput }>(
    '/me/alerts/:alertId/steps/:stepKey',
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: "Tick or untick a step of an alert's plan",
        description:
          '`{ done }`; `via: "password_check"` closes the password check step as done by the check. Answers the ' +
          "page; the live topic identity-notifications tells the member's other tabs.",
        security: MEMBER_SECURITY,
        params: alertStepParamSchema,
        body: alertStepBodySchema,
        response: { 200: alertPageResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) =>
      toAlertPageDto(
        await alertPages.setStep(
          memberOf(request).accountId,
          request.params.alertId,
          request.params.stepKey,
          request.body,
        ),
      ),
  );

  app.get(
    FREEZES,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'The credit freeze helper: each bureau as the member recorded it, and a planned application',
        security: MEMBER_SECURITY,
        response: { 200: creditFreezesResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => toCreditFreezesDto(await creditFreezes.view(memberOf(request).accountId)),
  );

  app.put<{ Body: PlannedApplicationInput }>(
    `${FREEZES}/planned-application`,
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'The date of a planned credit application (null forgets it)',
        description:
          'A reminder to lift the freezes is e-mailed once, a few days before (job credit-freeze-reminders).',
        security: MEMBER_SECURITY,
        body: plannedApplicationBodySchema,
        response: { 200: creditFreezesResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) =>
      toCreditFreezesDto(await creditFreezes.planApplication(memberOf(request).accountId, request.body.date)),
  );

  app.put<{ Params: CreditBureauParam; Body: CreditFreezeInput }>(
    `${FREEZES}/:bureau`,
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: "Record a bureau's freeze: not frozen, frozen on a date, or thawed until a date",
        description:
          "`pin` is kept sealed (AES-256-GCM); null forgets it, absent keeps it. Frozen closes the bureau's freeze " +
          'step on every current alert; not frozen reopens the steps a freeze closed.',
        security: MEMBER_SECURITY,
        params: creditBureauParamSchema,
        body: creditFreezeBodySchema,
        response: { 200: creditFreezesResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) =>
      toCreditFreezesDto(
        await creditFreezes.set(memberOf(request).accountId, request.params.bureau as CreditBureau, request.body),
      ),
  );

  app.get<{ Params: CreditBureauParam }>(
    `${FREEZES}/:bureau/pin`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'A bureau\'s freeze PIN, in clear (the member\'s "Show PIN")',
        security: MEMBER_SECURITY,
        params: creditBureauParamSchema,
        response: { 200: creditFreezePinResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => ({
      pin: await creditFreezes.pin(memberOf(request).accountId, request.params.bureau as CreditBureau),
    }),
  );
}
