import { createTransport } from 'nodemailer';

// The mail a stand-in broker site sends (confirmation links, receipts, replies to letters), over SMTP to the
// `outboundSmtpUrl` it was given: in `pnpm start` and the tests, Beacon's inbound endpoint, as if it were the MX of
// the reply addresses. A refused connection is an error for the caller, which keeps the mail and tries again.

export interface SiteMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  inReplyTo?: string | undefined;
}

export interface SiteMailer {
  send(mail: SiteMail): Promise<void>;
  close(): void;
}

export function createSiteMailer(outboundSmtpUrl: string): SiteMailer {
  const url = new URL(outboundSmtpUrl);
  const transport = createTransport({
    host: url.hostname,
    port: Number(url.port || 25),
    secure: url.protocol === 'smtps:',
    // a local endpoint without TLS: never try STARTTLS
    ignoreTLS: url.protocol === 'smtp:',
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: [mail.inReplyTo] } : {}),
      });
    },
    close: () => transport.close(),
  };
}
