import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every module-level `deferredSchema(...)` call of @beacon/validation is marked pure, so an app's bundle keeps only the
// schemas it uses (shared/validation/src/deferred-schema.ts says why). A new schema without the mark fails here, not in a load budget.
const SOURCE_DIR = path.resolve(__dirname, '../../shared/validation/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('@beacon/validation’s deferred schemas', () => {
  it('are each declared with a call marked pure', () => {
    const unmarked: string[] = [];
    let marked = 0;
    for (const file of sourceFiles(SOURCE_DIR)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (!/^(export )?const \w+\s*(:[^=]+)?=.*\bdeferredSchema\(/.test(line)) return;
          if (/=\s*\/\* @__PURE__ \*\/ deferredSchema\(/.test(line)) marked += 1;
          else unmarked.push(`${path.relative(SOURCE_DIR, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(unmarked).toEqual([]);
    // the scan found the contract's schemas (a pattern that matched nothing would pass on anything)
    expect(marked).toBeGreaterThan(200);
  });
});
