import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { RecordReport } from '@beacon/validation';

import { createDatabase } from '../../src/db/create-database';
import { FLAGS } from '../../src/domain/public-records-model';
import { defineJob, type JobDefinition } from '../../src/jobs/define-job';
import type { RecordRow } from '../../src/repositories/records-repository';
import { createPublicRecordsRepository } from '../../src/repositories/public-records-repository';
import { ensureDataset } from '../../src/seed/public-records/build';
import { demoPeople } from '../../src/seed/public-records/demo-people';
import { createPublicRecordsService } from '../../src/services/public-records-service';
import { createRecordReportsService } from '../../src/services/record-reports-service';
import { renderReportPdf } from '../../src/services/report-pdf';

// The two jobs of `pnpm bench:jobs` (issue 57 point 5) and the report the PDF job renders. The parent process and
// each worker instance (job-bench-instance.ts) define them alike; the instances note when each work() call starts.

export const EMPTY_JOB = 'bench-empty';
export const PDF_JOB = 'bench-pdf';
export type BenchJobName = typeof EMPTY_JOB | typeof PDF_JOB;

/** A job's payload: its sequence number in the run, by which the parent matches a start to its send. */
export type BenchPayload = { seq: number };

/** Wall-clock milliseconds with sub-millisecond precision, comparable between the bench's processes. */
export const wallNow = (): number => performance.timeOrigin + performance.now();

/**
 * Whether the PDF job is atomic (defineJob's default): its work() then runs in the transaction that completes it, which
 * on SQLite is a write transaction from its start (`begin immediate`), so the render holds the file's write lock.
 * BENCH_JOBS_PDF_ATOMIC=0 renders outside it, as a non-atomic job does.
 */
export function benchPdfJobAtomic(): boolean {
  return process.env.BENCH_JOBS_PDF_ATOMIC !== '0';
}

/**
 * The two jobs. `onStart` is told of each work() call as it starts; retries are off, so a try that fails shows as a
 * failed job in the run rather than a retry 30 s later.
 */
export function benchJobs(
  report: RecordReport,
  onStart: (seq: number) => void = () => {},
): Record<BenchJobName, JobDefinition<BenchPayload>> {
  const pdfAtomic = benchPdfJobAtomic();
  return {
    [EMPTY_JOB]: defineJob<BenchPayload>({
      name: EMPTY_JOB,
      retry: { limit: 0 },
      async work({ seq }) {
        onStart(seq);
      },
    }),
    [PDF_JOB]: defineJob<BenchPayload>({
      name: PDF_JOB,
      atomic: pdfAtomic,
      retry: { limit: 0 },
      async work({ seq }) {
        onStart(seq);
        const pdf = await renderReportPdf(report);
        if (pdf.length === 0) throw new Error('empty PDF');
      },
    }),
  };
}

/** The report's clock: fixed, so every run renders the same PDF. */
const REPORT_TIME = Date.UTC(2026, 0, 15, 12, 0, 0);
const REPORT_PEOPLE = 300;
const REPORT_SEED = 'bench-jobs';
const RICH = FLAGS.criminal | FLAGS.vehicle | FLAGS.property;

/**
 * A premium person report, built the way the record-report tests build one: a small public-records data set from the
 * production generator (fixed seed and size) in a temp SQLite file, and the record reports service on a premium
 * person record of the first person with criminal records, a vehicle and a property. JSON round-tripped, as the PDF
 * worker reads it.
 */
export async function buildBenchReport(): Promise<{ report: RecordReport; pages: number; bytes: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'beacon-jobs-bench-report-'));
  const config = { kind: 'sqlite' as const, file: path.join(dir, 'report.sqlite') };
  try {
    await ensureDataset(config, {
      people: REPORT_PEOPLE,
      seed: REPORT_SEED,
      required: demoPeople(),
      force: true,
      now: () => REPORT_TIME,
    });
    const { db } = createDatabase(config);
    try {
      const clock = () => REPORT_TIME;
      const repository = createPublicRecordsRepository(db, 'sqlite', { pointerSecret: 'bench-jobs-pointer-secret' });
      const reports = createRecordReportsService({
        db,
        publicRecords: createPublicRecordsService(repository, clock),
        publicRecordsRepository: repository,
        clock,
      });
      const people = await db
        .selectFrom('pr_people')
        .select(['id', 'flags'])
        .where('opted_out', '=', 0)
        .where('dod', 'is', null)
        .orderBy('id')
        .execute();
      const person = people.find((row) => (row.flags & RICH) === RICH) ?? people[0];
      if (!person) throw new Error('the report data set has no person');
      const { pointers } = await repository.dataset(REPORT_TIME);
      const record: RecordRow = {
        id: 1,
        account_id: 1,
        type: 'person',
        pointer: pointers.encode('person', Number(person.id)),
        value: null,
        data: '{}',
        report_id: null,
        is_archived: 0,
        is_premium: 1,
        premium_credit: 0,
        created_at: REPORT_TIME,
        updated_at: REPORT_TIME,
      };
      const report = JSON.parse(JSON.stringify(await reports.build(record))) as RecordReport;
      const pdf = await renderReportPdf(report, { compress: false });
      const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      return { report, pages, bytes: (await renderReportPdf(report)).length };
    } finally {
      await db.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
