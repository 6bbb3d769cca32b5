import type { OutgoingEmail } from '../repositories/email-outbox-repository';

import { formatDay, formatMoment, greeting, oneLine, siteLink } from './mail-formats';

// The e-mails that tell a member of new identity and dark web alerts (issue 58 point 4): one per raising for a member
// on "each alert as it happens", one a day for a member on the daily summary. Composed from plain values with nothing
// read or sent here (services/alert-mail.ts reads the alerts and queues the mail). Each names what was found and when,
// links to the alert's own page, and says what to do first; a watched value appears only in its masked form, and not
// at all for a person in private mode. Every one carries List-Unsubscribe (RFC 2369) with one-click (RFC 8058).

/** An alert's own page (@beacon/platform's `paths.alertPage`; the server does not import the platform package). */
export const alertPagePath = (alertId: string) => `/dashboard/alerts/${encodeURIComponent(alertId)}`;
/** Where a member chooses how often alerts are mailed (the account remote's Personal Settings). */
export const PERSONAL_SETTINGS_PATH = '/dashboard/account/my-profile';

interface AlertBase {
  alertId: string;
  /** when the alert was raised, in milliseconds */
  raisedAt: number;
  /** what to do first, most urgent first */
  firstSteps: readonly string[];
}

/** A breach found a watched value: `whose` and `kindLabel` say what, `display` is its masked form (null: not shown). */
export interface MailedBreachAlert extends AlertBase {
  source: 'breach';
  /** "your", "Ann's", or "a person you monitor's" (private mode): as written inside a sentence */
  whose: string;
  /** "e-mail address", "phone number", "username" */
  kindLabel: string;
  display: string | null;
  breachTitle: string;
  breachDomain: string;
  /** 'YYYY-MM-DD' */
  breachDate: string;
  exposed: readonly string[];
}

/** The identity provider reported an event: a headline and, when it says something without personal data, a detail. */
export interface MailedEventAlert extends AlertBase {
  source: 'event';
  reportName: string;
  /** "A credit inquiry was made in your name" */
  headline: string;
  /** "Creditor: Acme Bank (Equifax)"; never a name, address or number of the member */
  detail: string | null;
}

export type MailedAlert = MailedBreachAlert | MailedEventAlert;

export interface AlertEmailInput {
  to: string;
  firstName: string;
  /** the site's public origin (config.mail.publicSiteUrl) */
  siteUrl: string;
  /** the absolute one-click unsubscribe URL of the member */
  unsubscribeUrl: string;
  alerts: readonly MailedAlert[];
}

/** A breach's date as the feed gave it, written like the site's dates; as given when it is not a calendar day. */
function dayOf(date: string): string {
  try {
    return formatDay(date);
  } catch {
    return date;
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/** What was found, for the subject of a raising: "Your e-mail address was found in 2 data breaches". */
export function immediateAlertSubject(alerts: readonly MailedAlert[]): string {
  const breaches = alerts.filter((alert): alert is MailedBreachAlert => alert.source === 'breach');
  if (breaches.length === alerts.length && breaches.length > 0) {
    const [first] = breaches;
    const same = breaches.every((alert) => alert.whose === first!.whose && alert.kindLabel === first!.kindLabel);
    const what = same ? capitalized(`${first!.whose} ${first!.kindLabel}`) : 'Your monitored data';
    return oneLine(`${what} was found in ${plural(breaches.length, 'a data breach', 'data breaches')}`);
  }
  const [only] = alerts;
  if (alerts.length === 1 && only?.source === 'event') return oneLine(`Identity alert: ${only.headline}`);
  return `${alerts.length} new identity alerts`;
}

function describe(alert: MailedAlert, index: number, siteUrl: string): string[] {
  const heading =
    alert.source === 'breach'
      ? `${index}. ${alert.breachTitle}${alert.breachDomain ? ` (${alert.breachDomain})` : ''}: a data breach of ` +
        `${dayOf(alert.breachDate)} exposed ${alert.whose} ${alert.kindLabel}` +
        (alert.display ? ` ${alert.display}` : '')
      : `${index}. ${alert.reportName}: ${alert.headline}`;
  return [
    oneLine(heading),
    ...(alert.source === 'breach' && alert.exposed.length
      ? [`   What leaked: ${oneLine(alert.exposed.join(', '))}`]
      : []),
    ...(alert.source === 'event' && alert.detail ? [`   ${oneLine(alert.detail)}`] : []),
    `   Found: ${formatMoment(alert.raisedAt)}`,
    `   See this alert: ${siteLink(siteUrl, alertPagePath(alert.alertId))}`,
  ];
}

/** The first steps of every alert, each once, in the order the alerts give them. */
function firstSteps(alerts: readonly MailedAlert[]): string[] {
  return [...new Set(alerts.flatMap((alert) => alert.firstSteps))];
}

function body(input: AlertEmailInput, intro: string, why: string): string {
  return [
    greeting(input.firstName),
    '',
    intro,
    '',
    ...input.alerts.flatMap((alert, index) => [...describe(alert, index + 1, input.siteUrl), '']),
    'What to do first:',
    ...firstSteps(input.alerts).map((step) => `- ${step}`),
    '',
    `${why} To change how often we write, go to Personal Settings: ` + siteLink(input.siteUrl, PERSONAL_SETTINGS_PATH),
    `To stop alert e-mails altogether: ${input.unsubscribeUrl}`,
  ].join('\n');
}

/** RFC 2369's List-Unsubscribe with RFC 8058's one-click POST: mail clients offer "Unsubscribe" beside the sender. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** One raising (a breach check, an identity event), mailed as it happens. */
export function immediateAlertEmail(input: AlertEmailInput): OutgoingEmail {
  const count = input.alerts.length;
  return {
    to: input.to,
    subject: immediateAlertSubject(input.alerts),
    body: body(
      input,
      `Beacon's monitoring found ${plural(count, 'something new', 'new things')} about your identity:`,
      'You get an e-mail for each alert as it happens.',
    ),
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  };
}

/** The daily summary: every alert raised since the last one. */
export function alertDigestEmail(input: AlertEmailInput): OutgoingEmail {
  const count = input.alerts.length;
  return {
    to: input.to,
    subject: `Your Beacon daily summary: ${plural(count, 'a new alert', 'new alerts')}`,
    body: body(
      input,
      `Since our last summary, Beacon's monitoring raised ${plural(count, 'a new alert', 'new alerts')}:`,
      'You get one summary a day when there is something new.',
    ),
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  };
}
