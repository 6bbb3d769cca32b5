import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 58 point 2: no notice is seeded. Demo alerts and report updates come from the pipelines (the breach feed's
// checks, the identity provider's events, the data refresh); no file under server/src/seed writes a notification row
// or calls what writes one.

const SEED_DIR = path.resolve(__dirname, '../../src/seed');
const WRITERS = [
  /identity_notifications/,
  /record_notifications/,
  /addIdentityNotifications/,
  /addRecordNotifications/,
  /createNotificationsRepository/,
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('the seed', () => {
  it('writes no notification row', () => {
    const files = filesUnder(SEED_DIR).filter((file) => /\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(3);
    const writing = files.filter((file) => WRITERS.some((writer) => writer.test(readFileSync(file, 'utf8'))));
    expect(writing.map((file) => path.relative(SEED_DIR, file))).toEqual([]);
  });
});
