import type { Exposure, ExposuresResponse } from '@beacon/api';
import { formatDisplayDate, formatQuantity, paths } from '@beacon/platform';
import { EXPOSURE_SOURCE_LABELS, type ExposureSource } from '@beacon/validation';

// The words and links of the exposure view (issue 58 point 6), apart from the screen so they are tested as text.

/** "Password, E-mail address and Username". */
export function whatText(exposure: Exposure): string {
  const labels = exposure.what.map((kind) => kind.label);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** "Stand-in Forum (stand-in-forum.example)", "Public records". */
export function whereText(exposure: Exposure): string {
  const { name, domain } = exposure.where;
  return domain && domain !== name ? `${name} (${domain})` : name;
}

const WHEN_WORDS: Record<Exposure['when']['meaning'], string> = {
  breached: 'Breached',
  found: 'Found',
  last_seen: 'Last seen',
};

/** "Breached Apr 2, 2019", "Found Nov 2, 2026", "Last seen Oct 1, 2026". */
export function whenText(exposure: Exposure): string {
  return `${WHEN_WORDS[exposure.when.meaning]} ${formatDisplayDate(exposure.when.date)}`;
}

/** "3 exposures; the worst: Password, E-mail address and Username in Stand-in Forum (Critical)." */
export function summaryText(items: readonly Exposure[]): string {
  const worst = items[0];
  if (!worst) return '';
  return `${formatQuantity(items.length, 'exposure')}; the worst: ${whatText(worst)} in ${whereText(worst)} (${worst.severity.label}).`;
}

/** Where an exposure's next step is: its alert's page, the Guardian report, or the public opt-out. */
export function nextPath(exposure: Exposure, accountId: string | undefined): string {
  const { action, alertId, protectionMemberId, recordId } = exposure.next;
  if (action === 'alert_page' && alertId) return paths.alertPage(alertId);
  if (action === 'guardian_report') {
    // the account holder's own report is protected under their account id; without it, the member's own page
    if (recordId !== null && accountId) return paths.guardianReport(accountId, String(recordId));
    if (protectionMemberId !== null) return paths.protectionMember(String(protectionMemberId));
    return paths.personalDataProtection;
  }
  return paths.optOut;
}

export type SourceStates = ExposuresResponse['sources'];

/** The sources that could not be read just now, in words: "Data breaches and Public records". */
export function unavailableText(sources: SourceStates): string | null {
  const names = sources
    .filter((entry) => entry.state === 'unavailable')
    .map((entry) => EXPOSURE_SOURCE_LABELS[entry.source]);
  if (!names.length) return null;
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} could not be checked just now, so this list may be incomplete.`;
}

/** What a member can do to have a source that watches nothing for them checked. */
export const NOT_COVERED: Record<ExposureSource, { text: string; link: string; to: string }> = {
  breach: {
    text: 'Data breaches are not checked for you.',
    link: 'Set up dark web monitoring',
    to: paths.darkWebSetup,
  },
  broker_listing: {
    text: 'People-search sites have not been scanned for you yet.',
    link: 'Set up Guardian',
    to: paths.guardianSetup,
  },
  public_record: {
    text: 'You have not confirmed your own report, so your public records are not checked.',
    link: 'Find your report',
    to: paths.yourReport,
  },
};
