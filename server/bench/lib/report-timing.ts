import { APP_HEADERS } from './server-process';

// A person report as a member reads it, one request at a time (latency, not throughput): premium person records of
// sampled people, then GET /v1/me/records/{id}/report for each, after one warm-up read per record.

export interface MemberCall {
  status: number;
  location: string | null;
  body: string;
}

export type MemberClient = (method: string, url: string, body?: unknown) => Promise<MemberCall>;

export function memberClient(serverUrl: string, accessToken: string): MemberClient {
  const authorization = { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` };
  return async (method, url, body) => {
    const response = await fetch(`${serverUrl}${url}`, {
      method,
      headers: body === undefined ? authorization : { ...authorization, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, location: response.headers.get('location'), body: text };
  };
}

/** Premium person records of these people (a record kept from an earlier run answers 409 with its id). */
export async function premiumPersonRecords(call: MemberClient, pointers: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const pointer of pointers) {
    const created = await call('POST', '/v1/me/records', { type: 'person', data: { pointer } });
    if (created.status !== 201 && created.status !== 409) throw new Error(`create: ${created.status} ${created.body}`);
    const id =
      created.status === 201
        ? (JSON.parse(created.body) as { recordId: number }).recordId
        : Number(created.location?.split('/').pop());
    const upgraded = await call('PATCH', `/v1/me/records/${id}`, { isPremium: true });
    if (upgraded.status !== 200) throw new Error(`upgrade: ${upgraded.status} ${upgraded.body}`);
    ids.push(id);
  }
  return ids;
}

/** Milliseconds per full person report (the whole path: auth, payment checks, every section, JSON), and the bytes
 * read, after a warm-up read of each (caches, JIT, page cache). */
export async function timeReports(call: MemberClient, ids: number[]): Promise<{ times: number[]; bytes: number }> {
  for (const id of ids) await call('GET', `/v1/me/records/${id}/report`);
  const times: number[] = [];
  let bytes = 0;
  for (const id of ids) {
    const started = performance.now();
    const response = await call('GET', `/v1/me/records/${id}/report`);
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`report ${id}: ${response.status} ${response.body}`);
    bytes += response.body.length;
  }
  return { times, bytes };
}

export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function timingLine(name: string, times: number[]): string {
  const mean = times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length);
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  return (
    `${name.padEnd(34)} n=${String(times.length).padStart(3)}   p50 ${ms(percentile(times, 50))}   ` +
    `p99 ${ms(percentile(times, 99))}   mean ${ms(mean)}   max ${ms(Math.max(...times))}`
  );
}
