import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Kysely } from 'kysely';

import { createDatabase } from '../../../../src/db/create-database';
import type { Database, PrPeopleTable } from '../../../../src/db/schema';
import { startSmtpStandIn, type SmtpStandIn } from '../../../../src/mail/smtp-stand-in';
import {
  startBrokerStandIns,
  type BrokerStandIns,
  type MailboxMessage,
} from '../../../../src/services/brokers/stand-in/start-broker-stand-ins';
import { createTestDatabase, type Engine, type TestDatabase } from '../../../helper';
import { seedRecords } from '../../../records-helper';

// The three stand-in broker sites over a small seeded public-records data set, their mail captured by an SMTP
// stand-in (in place of Beacon's inbound endpoint), RecordHarbor's mailbox a list the test fills, and their loop left
// to the tests (poll() runs one pass): nothing happens between two steps of a test unless it asks.

export const STAND_IN_PEOPLE = 300;

export interface StandInContext {
  database: TestDatabase;
  db: Kysely<Database>;
  smtp: SmtpStandIn;
  stateDir: string;
  /** RecordHarbor's mailbox */
  inbox: MailboxMessage[];
  standIns: BrokerStandIns;
  /** starts the sites again on the same state (a restart), their mail to the SMTP stand-in or to another server */
  restart(outboundSmtpUrl?: string): Promise<void>;
  close(): Promise<void>;
}

export async function standInContext(engine: Engine): Promise<StandInContext> {
  const database = await createTestDatabase(engine);
  await seedRecords(database, STAND_IN_PEOPLE);
  const { db } = createDatabase(database.config, { poolSize: 2 });
  const smtp = await startSmtpStandIn();
  const stateDir = mkdtempSync(path.join(tmpdir(), 'beacon-broker-stand-ins-'));
  const inbox: MailboxMessage[] = [];
  const start = (outboundSmtpUrl = smtp.smtpUrl) =>
    startBrokerStandIns({
      db,
      stateDir,
      outboundSmtpUrl,
      mailbox: async () => [...inbox],
      // the tests run the loop's passes themselves
      pollIntervalMs: 3_600_000,
      log: () => undefined,
    });
  const context: StandInContext = {
    database,
    db,
    smtp,
    stateDir,
    inbox,
    standIns: await start(),
    async restart(outboundSmtpUrl) {
      await context.standIns.close();
      context.standIns = await start(outboundSmtpUrl);
    },
    async close() {
      await context.standIns.close();
      await smtp.close();
      await db.destroy();
      await database.drop();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
  return context;
}

/** A person of the data set matching a condition, with a name no one else in it has (the search finds one record). */
export async function personWith(
  db: Kysely<Database>,
  condition: (person: PrPeopleTable) => boolean,
): Promise<PrPeopleTable> {
  const people = await db.selectFrom('pr_people').selectAll().orderBy('id').execute();
  const byName = new Map<string, number>();
  for (const person of people) {
    const key = `${person.first_key} ${person.last_key}`;
    byName.set(key, (byName.get(key) ?? 0) + 1);
  }
  const found = people.find(
    (person) => condition(person) && byName.get(`${person.first_key} ${person.last_key}`) === 1,
  );
  if (!found) throw new Error('no person of the seeded data set fits');
  return found;
}

/** Whether the person's household lives at an address now (PeoplePath's slice). */
export async function hasCurrentAddress(db: Kysely<Database>, person: PrPeopleTable): Promise<boolean> {
  const row = await db
    .selectFrom('pr_residences')
    .select('place_id')
    .where('household_id', '=', person.household_id)
    .where('end_date', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function get(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

export async function postForm(url: string, fields: Record<string, string>): Promise<{ status: number; body: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: await response.text() };
}

export async function postJson<T>(url: string, body: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** The first match of a pattern's group in a page, or a failure naming what was looked for. */
export function pick(body: string, pattern: RegExp): string {
  const match = pattern.exec(body);
  if (!match?.[1]) throw new Error(`${pattern} is not in the page: ${body.slice(0, 2000)}`);
  return match[1];
}

/** The text of every element of a class in a page (its HTML as served, entities decoded). */
export function textsOf(body: string, tag: string, className: string): string[] {
  const open = new RegExp(`<${tag} class="${className}"[^>]*>([\\s\\S]*?)</${tag}>`, 'g');
  return [...body.matchAll(open)].map((match) => decode(match[1] ?? ''));
}

/** The items of a list of a class. */
export function itemsOf(body: string, className: string): string[] | undefined {
  const list = new RegExp(`<ul class="${className}">([\\s\\S]*?)</ul>`).exec(body);
  if (!list) return undefined;
  return [...(list[1] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => decode(match[1] ?? ''));
}

export function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
