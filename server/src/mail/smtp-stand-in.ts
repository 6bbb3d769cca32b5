import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A local SMTP stand-in for development and tests (never for production): it accepts every message on a loopback
// port without authentication and keeps it in an outbox, a list in memory and, when given a folder, one .eml file
// (the raw message) and one .json file (to, subject, text, headers) per message. A loopback HTTP endpoint serves the list
// (GET /messages), so the browser tests and a developer read the mail the API sent.

export interface StoredMail {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** every header as received, by lower-cased name (a header given twice: the last), folded lines joined */
  headers: Record<string, string>;
  receivedAt: string;
}

/** The raw header lines of a parsed message by lower-cased name: the value as sent, not mailparser's reading of it. */
function rawHeaders(lines: ReadonlyArray<{ key: string; line: string }>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of lines) {
    const colon = line.indexOf(':');
    headers[key.toLowerCase()] = line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return headers;
}

export interface SmtpStandInOptions {
  /** SMTP port (0 = any free port) */
  port?: number;
  /** HTTP port of GET /messages (undefined = no HTTP endpoint, 0 = any free port) */
  httpPort?: number;
  /** folder of .eml/.json files (undefined = memory only) */
  outboxDir?: string;
}

export interface SmtpStandIn {
  smtpUrl: string;
  /** http://127.0.0.1:<port>/messages, when the HTTP endpoint runs */
  messagesUrl: string | undefined;
  outboxDir: string | undefined;
  messages(): StoredMail[];
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

async function listen(server: { listen(port: number, host: string, callback: () => void): unknown }, port: number) {
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
}

export async function startSmtpStandIn(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const stored: StoredMail[] = [];
  if (options.outboxDir) mkdirSync(options.outboxDir, { recursive: true });

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const mail: StoredMail = {
              id: stored.length + 1,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              headers: rawHeaders(parsed.headerLines),
              receivedAt: new Date().toISOString(),
            };
            stored.push(mail);
            if (options.outboxDir) {
              const base = path.join(options.outboxDir, `${Date.now()}-${mail.id}`);
              writeFileSync(`${base}.eml`, raw);
              writeFileSync(`${base}.json`, `${JSON.stringify(mail, null, 2)}\n`);
            }
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await listen(smtp, options.port ?? 0);
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let http: HttpServer | undefined;
  if (options.httpPort !== undefined) {
    http = createHttpServer((request, response) => {
      if (request.method === 'GET' && request.url === '/messages') {
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end(JSON.stringify(stored));
        return;
      }
      response.writeHead(404).end();
    });
    await listen(http, options.httpPort);
  }
  const httpAddress = http?.address() as AddressInfo | undefined;

  return {
    smtpUrl: `smtp://${HOST}:${smtpPort}`,
    messagesUrl: httpAddress ? `http://${HOST}:${httpAddress.port}/messages` : undefined,
    outboxDir: options.outboxDir,
    messages: () => [...stored],
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
