import type { IdentityNotification } from '@beacon/api';
import { MONITORED_DATA_KINDS, MONITORED_DATA_LABELS } from '@beacon/validation';

// What an identity alert says in the header's widget (issue 58 point 3: human labels, never a raw category). A breach
// alert names what of the member was found and where ("E-mail address found in the Stand-in Forum breach", as its own
// page is headed); any other alert reads as its report's name, which the producer writes for people ("Change of
// Address").

export function identityAlertText(alert: IdentityNotification): string {
  if (alert.category === 'dark_web') {
    const kind = MONITORED_DATA_KINDS.find((entry) => alert.type === `${entry}_exposed`);
    const what = kind ? MONITORED_DATA_LABELS[kind] : 'Your data';
    return alert.breach_title ? `${what} found in the ${alert.breach_title} breach` : `${what} found in a data breach`;
  }
  return alert.report_name;
}
