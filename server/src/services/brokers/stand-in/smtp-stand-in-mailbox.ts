import type { MailboxMessage } from './site-server';

// RecordHarbor's mailbox in `pnpm start`: the mail Beacon's API sent, as the SMTP stand-in lists it (GET /messages,
// see mail/smtp-stand-in.ts). Its entries carry the envelope and the raw headers; the Message-ID and Reply-To a
// reply needs are read from the headers (a message without a Message-ID is named by its place in the list).

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function mailboxMessagesOf(body: unknown): MailboxMessage[] {
  if (!Array.isArray(body)) throw new Error('the SMTP stand-in did not answer a list of messages');
  return body.filter(isRecord).map((stored) => {
    const headers = isRecord(stored['headers']) ? stored['headers'] : {};
    const replyTo = text(headers['reply-to']);
    return {
      messageId: text(headers['message-id']) || `smtp-stand-in-${String(stored['id'])}@${text(stored['receivedAt'])}`,
      from: text(stored['from']),
      to: Array.isArray(stored['to']) ? stored['to'].filter((to): to is string => typeof to === 'string') : [],
      replyTo: replyTo || null,
      subject: text(stored['subject']),
      text: text(stored['text']),
    };
  });
}

/** A mailbox function reading `GET <messagesUrl>` of the SMTP stand-in. */
export function smtpStandInMailbox(messagesUrl: string, timeoutMs = 5_000): () => Promise<MailboxMessage[]> {
  return async () => {
    const response = await fetch(messagesUrl, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`GET ${messagesUrl} answered ${response.status}`);
    return mailboxMessagesOf(await response.json());
  };
}
