import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const toolingDir = path.resolve(__dirname, '..');
const pluginUrl = pathToFileURL(path.join(__dirname, 'build-info-plugin.mjs')).href;

function writeFile(root: string, relative: string, body: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** Runs an ES module script in node (the plugin is ESM, which jest here does not load); returns its stdout. */
function runModule(script: string): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: toolingDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

const hashOf = (validationDir: string) =>
  runModule(
    `import { contractHash } from ${JSON.stringify(pluginUrl)}; console.log(contractHash(${JSON.stringify(validationDir)}));`,
  );

describe('BuildInfoPlugin', () => {
  let root: string;
  let validationDir: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'beacon-build-info-'));
    validationDir = path.join(root, 'validation');
    writeFile(validationDir, 'src/index.ts', 'export * from "./records/schema";');
    writeFile(validationDir, 'src/records/schema.ts', 'export const record = 1;');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('hashes every contract source by path and content, not the tests', () => {
    const expected = createHash('sha256');
    for (const [file, body] of [
      ['index.ts', 'export * from "./records/schema";'],
      ['records/schema.ts', 'export const record = 1;'],
    ] as const) {
      expected.update(file).update('\0').update(body).update('\0');
    }
    expect(hashOf(validationDir)).toBe(expected.digest('hex'));

    const before = hashOf(validationDir);
    writeFile(validationDir, 'src/records/schema.test.ts', 'it("works", () => {});');
    expect(hashOf(validationDir)).toBe(before);
    writeFile(validationDir, 'src/records/schema.ts', 'export const record = 2;');
    expect(hashOf(validationDir)).not.toBe(before);
  });

  it('emits build-info.json with the contract hash into the build', () => {
    writeFile(root, 'index.js', 'console.log("app");');
    runModule(`
      import webpack from 'webpack';
      import { BuildInfoPlugin } from ${JSON.stringify(pluginUrl)};
      webpack({
        mode: 'production', devtool: false, context: ${JSON.stringify(root)}, entry: './index.js',
        output: { path: ${JSON.stringify(path.join(root, 'dist'))} },
        plugins: [new BuildInfoPlugin({ validationDir: ${JSON.stringify(validationDir)} })],
      }, (error, stats) => {
        if (error) throw error;
        const { errors } = stats.toJson({ all: false, errors: true });
        if (errors.length) throw new Error(errors.map((entry) => entry.message).join('\\n'));
      });`);
    const buildInfo = JSON.parse(readFileSync(path.join(root, 'dist', 'build-info.json'), 'utf8')) as unknown;
    expect(buildInfo).toEqual({ contractHash: hashOf(validationDir) });
  });
});
