// One query-key factory per resource. Every remote shares one QueryClient, so keys must be unique platform-wide.
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

/** How often the member's identity alerts are mailed (issue 58 point 4). */
export const alertEmailKeys = {
  all: ['alert-emails'] as const,
  preference: () => [...alertEmailKeys.all, 'preference'] as const,
};

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: () => [...subscriptionKeys.all, 'list'] as const,
  detail: (id: string | number) => [...subscriptionKeys.all, 'detail', String(id)] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  identity: () => [...notificationKeys.all, 'identity'] as const,
  records: () => [...notificationKeys.all, 'records'] as const,
};

export const metaKeys = {
  all: ['meta'] as const,
  /** the values below a key's first segment ("support" for support.phone): one request serves the group */
  group: (group: string) => [...metaKeys.all, group] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  people: (query: Record<string, string | undefined>) => [...searchKeys.all, 'people', query] as const,
  addresses: (query: Record<string, string | undefined>) => [...searchKeys.all, 'addresses', query] as const,
};

/** A member's records and everything read per record (report, stats, layout). */
export const recordKeys = {
  all: ['records'] as const,
  list: () => [...recordKeys.all, 'list'] as const,
  detail: (recordId: string | number) => [...recordKeys.all, 'detail', String(recordId)] as const,
  report: (recordId: string | number) => [...recordKeys.all, 'report', String(recordId)] as const,
  stats: (recordId: string | number) => [...recordKeys.all, 'stats', String(recordId)] as const,
  layout: (reportId: string | number) => [...recordKeys.all, 'layout', String(reportId)] as const,
};

export const listKeys = {
  all: ['lists'] as const,
  list: () => [...listKeys.all, 'list'] as const,
};

export const suggestedReportKeys = {
  all: ['suggested-reports'] as const,
  list: () => [...suggestedReportKeys.all, 'list'] as const,
  ofRecord: (recordId: number) => [...suggestedReportKeys.all, 'record', String(recordId)] as const,
};

export const dynamicLayoutKeys = {
  all: ['dynamic-layouts'] as const,
  detail: (layoutId: string) => [...dynamicLayoutKeys.all, layoutId] as const,
};

/** Guardian: the protection members and, per member, their exposures, removals, scan and score. */
export const protectionMemberKeys = {
  all: ['protection-members'] as const,
  list: () => [...protectionMemberKeys.all, 'list'] as const,
  protection: (memberId: string | number) => [...protectionMemberKeys.all, 'protection', String(memberId)] as const,
};

export const guardianBrokerKeys = {
  all: ['guardian-brokers'] as const,
  list: () => [...guardianBrokerKeys.all, 'list'] as const,
};

export const paymentOptionKeys = {
  all: ['payment-options'] as const,
  list: () => [...paymentOptionKeys.all, 'list'] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
};

export const catalogKeys = {
  all: ['catalog'] as const,
  list: () => [...catalogKeys.all, 'list'] as const,
};

/** Identity and dark web monitoring: the monitored people, and per person what is watched and their alerts. */
export const identityMemberKeys = {
  all: ['identity-members'] as const,
  list: () => [...identityMemberKeys.all, 'list'] as const,
  monitored: (memberId: string | number) => [...identityMemberKeys.all, 'monitored', String(memberId)] as const,
  alerts: (memberId: string | number) => [...identityMemberKeys.all, 'alerts', String(memberId)] as const,
  /** an alert's own page (issue 58 point 3): under `all`, so what refreshes identity monitoring refreshes it */
  alertPage: (alertId: string) => [...identityMemberKeys.all, 'alert-page', alertId] as const,
  /** the credit freeze helper (issue 58 point 5) */
  creditFreezes: () => [...identityMemberKeys.all, 'credit-freezes'] as const,
};

/** The one exposure view: breaches, broker listings and the public record, ranked (issue 58 point 6). */
export const exposureKeys = {
  all: ['exposures'] as const,
  list: () => [...exposureKeys.all, 'list'] as const,
};

/** Report monitoring: the monitored person and location records, one list per kind. */
export const monitoredRecordKeys = {
  all: ['monitored-records'] as const,
  list: (kind: 'person' | 'location') => [...monitoredRecordKeys.all, 'list', kind] as const,
};

/** Sex offender watch: the saved addresses, and per address the offenders within its radius. */
export const sexOffenderWatchKeys = {
  all: ['sex-offender-watch'] as const,
  addresses: () => [...sexOffenderWatchKeys.all, 'addresses'] as const,
  offenders: (label: string) => [...sexOffenderWatchKeys.all, 'offenders', label] as const,
};

/** The published removal results of the public /removal-results page (issue 59 point 6). */
export const removalResultsKeys = {
  all: ['removal-results'] as const,
  published: () => [...removalResultsKeys.all, 'published'] as const,
};

/** The proof of a removal (issue 59 point 4): what was recorded, and each piece's content. */
export const removalProofKeys = {
  all: ['removal-proof'] as const,
  evidence: (memberId: string | number, removalId: string | number) =>
    [...removalProofKeys.all, 'evidence', String(memberId), String(removalId)] as const,
  content: (memberId: string | number, removalId: string | number, evidenceId: string | number) =>
    [...removalProofKeys.all, 'content', String(memberId), String(removalId), String(evidenceId)] as const,
};
