import type { FastifyInstance } from 'fastify';

import type { Config } from '../src/config';
import type { SmtpStandIn, StoredMail } from '../src/mail/smtp-stand-in';
import { testConfig } from './helper';

// Reading the mail the API sent: the test runs the due send-email jobs, then looks in the SMTP stand-in's outbox.

/** The token of the newest opt-out confirmation link mailed to `to` (the due mail is sent first). */
export async function confirmationToken(app: FastifyInstance, standIn: SmtpStandIn, to: string): Promise<string> {
  await app.jobs.drain('send-email');
  const mail = standIn
    .messages()
    .filter((message) => message.to.includes(to))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to} in the stand-in's outbox`);
  const match = /\/opt-out\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`the mail to ${to} has no confirmation link`);
  return match[1];
}

/** Every mail the stand-in received for `to`, oldest first, once the due send-email jobs have sent what was queued. */
export async function mailsTo(app: FastifyInstance, standIn: SmtpStandIn, to: string): Promise<StoredMail[]> {
  await app.jobs.drain('send-email');
  return standIn.messages().filter((message) => message.to.includes(to));
}

/** Config overrides that send the app's mail to the stand-in. */
export function mailThrough(standIn: SmtpStandIn): Partial<Config> {
  return { mail: { ...testConfig().mail, smtpUrl: standIn.smtpUrl } };
}
