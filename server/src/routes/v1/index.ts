import type { FastifyInstance } from 'fastify';

import { alertEmailsUnsubscribeRoutes } from './alert-emails-unsubscribe';
import { altchaRoutes } from './altcha';
import { authRoutes } from './auth';
import { benchRoutes } from './bench';
import { dynamicLayoutRoutes } from './dynamic-layouts';
import { identityEventsWebhookRoutes } from './identity-events-webhook';
import { lookupRoutes } from './lookup';
import { mapPlaceRoutes } from './map-places';
import { meRoutes } from './me';
import { alertEmailPreferenceRoutes } from './me-alert-emails';
import { billingRoutes } from './me-billing';
import { memberEventRoutes } from './me-events';
import { exposureRoutes } from './me-exposures';
import { profileRoutes } from './me-profile';
import { identityNotificationRoutes } from './me-identity-notifications';
import { membershipRoutes } from './me-memberships';
import { guardianProtectionRoutes } from './me-guardian-protection';
import { identityMemberRoutes } from './me-identity-members';
import { alertRoutes } from './me-alerts';
import { protectionMemberRoutes } from './me-protection-members';
import { memberListRoutes } from './me-lists';
import { memberMonitoredRecordRoutes } from './me-monitored-records';
import { memberRecordCorrectionRoutes } from './me-record-corrections';
import { memberRecordPdfRoutes } from './me-record-pdf';
import { memberRecordReportRoutes } from './me-record-reports';
import { memberRecordRoutes } from './me-records';
import { sexOffenderWatchRoutes } from './me-sex-offender-watch';
import { memberSuggestedReportRoutes } from './me-suggested-reports';
import { subscriptionChangeRoutes } from './me-subscription-changes';
import { metaRoutes } from './meta';
import { optOutRoutes } from './opt-outs';
import { pingRoutes } from './ping';
import { recordRoutes } from './records';
import { searchRoutes } from './search';
import { supportRoutes } from './support';
import { telemetryRoutes } from './telemetry';
import { yupValidatorCompiler } from './validation';

// Provider API v1 (spec §7). Every route declares its input with a yup schema from @beacon/validation.
export async function v1Routes(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(yupValidatorCompiler);
  // Responses are about one member (or carry tokens): no shared cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(pingRoutes);
  await app.register(altchaRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(membershipRoutes);
  await app.register(billingRoutes);
  await app.register(profileRoutes);
  await app.register(metaRoutes);
  await app.register(telemetryRoutes);
  await app.register(dynamicLayoutRoutes);
  await app.register(searchRoutes);
  await app.register(recordRoutes);
  await app.register(lookupRoutes);
  await app.register(mapPlaceRoutes);
  await app.register(optOutRoutes);
  await app.register(supportRoutes);
  await app.register(subscriptionChangeRoutes);
  await app.register(identityNotificationRoutes);
  await app.register(exposureRoutes);
  await app.register(memberRecordRoutes);
  await app.register(protectionMemberRoutes);
  await app.register(guardianProtectionRoutes);
  await app.register(identityMemberRoutes);
  await app.register(alertRoutes);
  await app.register(memberRecordReportRoutes);
  await app.register(memberRecordCorrectionRoutes);
  await app.register(memberRecordPdfRoutes);
  await app.register(memberListRoutes);
  await app.register(memberMonitoredRecordRoutes);
  await app.register(memberSuggestedReportRoutes);
  await app.register(memberEventRoutes);
  await app.register(sexOffenderWatchRoutes);
  await app.register(identityEventsWebhookRoutes);
  await app.register(alertEmailPreferenceRoutes);
  await app.register(alertEmailsUnsubscribeRoutes);
  // only when a benchmark asks for them (BENCH_ROUTES): they serve no member
  if (app.config.benchRoutes) await app.register(benchRoutes);
}
