import { CREDIT_BUREAU_INFO, type AlertPage, type CreditFreezes } from '@beacon/validation';

import type { AlertPageView } from '../services/alert-pages-service';
import type { CreditFreezesView } from '../services/credit-freezes-service';

// Alert pages and the credit freeze helper onto the contract (responses/alert-page-response.ts).

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toAlertPageDto(page: AlertPageView): AlertPage {
  return {
    alertId: page.alertId,
    heading: page.heading,
    reportName: page.reportName,
    categoryLabel: page.categoryLabel,
    summary: page.summary,
    where: page.where,
    when: { label: page.when.label, date: page.when.date, learnedAt: new Date(page.learnedAt).toISOString() },
    source: page.source,
    exposed: page.exposed,
    archivedAt: iso(page.archivedAt),
    plan: page.plan.map((step) => ({
      key: step.key,
      title: step.title,
      detail: step.detail,
      links: step.links,
      check: step.check,
      done: step.closedBy !== null,
      doneAt: iso(step.doneAt),
      closedBy: step.closedBy ?? 'none',
    })),
  };
}

export function toCreditFreezesDto(view: CreditFreezesView): CreditFreezes {
  return {
    bureaus: view.bureaus.map((entry) => ({
      bureau: entry.bureau,
      ...CREDIT_BUREAU_INFO[entry.bureau],
      status: entry.status,
      frozenOn: entry.frozenOn,
      thawedUntil: entry.thawedUntil,
      hasPin: entry.hasPin,
      updatedAt: iso(entry.updatedAt),
    })),
    plannedApplication: {
      date: view.plannedApplication.date,
      reminderOn: view.plannedApplication.reminderOn,
      reminderSentAt: iso(view.plannedApplication.reminderSentAt),
    },
  };
}
