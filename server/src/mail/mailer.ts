import { createTransport } from 'nodemailer';

// Sending mail: the worker of the outbox only knows this interface; the SMTP adapter is the one implementation the
// server ships (locally it talks to the SMTP stand-in that `pnpm start` runs).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** extra headers (List-Unsubscribe and List-Unsubscribe-Post on alert mail) */
  headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface SmtpMailerOptions {
  /** smtp://host:port or smtps://user:pass@host:port */
  url: string;
  from: string;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  // Short timeouts: a mail server that does not answer fails the attempt, and the outbox tries again later.
  const url = new URL(options.url);
  const transport = createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: { ...message.headers } } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
