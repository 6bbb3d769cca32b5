import { inflateSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';

import { recordKeyOf, type CreateRecordBody } from '@beacon/validation';

import { FLAGS } from '../src/domain/public-records-model';
import { createRecordsService } from '../src/services/records-service';
import { inject, json, loginTokens, MEMBERS } from './helper';
import type { RecordsContext } from './records-helper';

// Helpers of the record-report tests (issue 7): records made through the API, people of the test data set with
// given facts, a member who holds nothing, and the text of a PDF.

export { FLAGS };

export async function createRecord(
  context: RecordsContext,
  payload: Record<string, unknown>,
  token = context.token,
): Promise<number> {
  const response = await inject(context.app, { method: 'POST', url: '/v1/me/records', token, payload });
  if (response.statusCode !== 201 && response.statusCode !== 409) {
    throw new Error(`create record: ${response.statusCode} ${response.body}`);
  }
  return response.statusCode === 201
    ? json<{ recordId: number }>(response).recordId
    : Number(String(response.headers.location).split('/').pop());
}

/**
 * A record the member saved while their membership ran, which they keep after it lapsed (creating one now needs an
 * active membership, issue 55): written by the records service the route uses, without the route's paywall.
 */
export async function recordSavedBefore(
  context: RecordsContext,
  accountId: number,
  payload: CreateRecordBody,
): Promise<number> {
  const records = createRecordsService({
    db: context.app.db,
    publicRecords: context.app.publicRecordsRepository,
    clock: context.app.clock,
    maxRecords: context.app.config.maxRecordsPerMember,
  });
  const result = await records.create(accountId, recordKeyOf(payload));
  return result.created ? result.record.id : result.existing.id;
}

export async function pointerOf(app: FastifyInstance, kind: 'person' | 'location', id: number): Promise<string> {
  return (await app.publicRecordsRepository.dataset(Date.now())).pointers.encode(kind, id);
}

/** People of the data set (not opted out) who have all of the given flags, by row order. */
export async function peopleWith(app: FastifyInstance, flags: number, count = 1, offset = 0) {
  const rows = await app.db
    .selectFrom('pr_people')
    .selectAll()
    .where('opted_out', '=', 0)
    .where('dod', 'is', null)
    .orderBy('id')
    .execute();
  const matching = rows.filter((row) => (row.flags & flags) === flags).slice(offset, offset + count);
  if (matching.length < count) throw new Error(`the test data set has fewer than ${count} people with flags ${flags}`);
  return matching;
}

/**
 * A member with no product at all (every balance 0), signed in. The demo members all hold person reports; this one
 * gets the demo password's hash so it can sign in like them.
 */
export async function memberWithoutProducts(
  app: FastifyInstance,
  email: string,
): Promise<{ id: number; token: string }> {
  const demo = await app.accounts.findByEmail(MEMBERS.premium);
  const now = Date.now();
  const account = await app.accounts.create({
    email,
    pin: null,
    first_name: 'Nora',
    last_name: 'Nothing',
    password_hash: demo!.password_hash,
    hide_self_search_prompt_test: 0,
    data: '{}',
    created_at: now,
    updated_at: now,
  });
  return { id: account.id, token: (await loginTokens(app, email)).accessToken };
}

/**
 * The text a PDF shows: the strings of its text operators (Tj, TJ), content streams inflated when compressed.
 * Enough for the Helvetica text pdfkit writes (hex strings); not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
    pattern.lastIndex = end + 'endstream'.length;
  }
  const lines: string[] = [];
  for (const stream of streams) {
    for (const op of stream.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}
