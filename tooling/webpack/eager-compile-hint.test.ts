import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const toolingDir = path.resolve(__dirname, '..');
const HINT = '//# allFunctionsCalledOnLoad';

/**
 * Builds a two-chunk app (an entry that imports a lazy module) with `createBaseConfig` in a real webpack (the config
 * is ESM, which jest here does not load) and returns the emitted files.
 */
function build(production: boolean): Map<string, string> {
  const root = mkdtempSync(path.join(tmpdir(), 'beacon-compile-hint-'));
  try {
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'hint-app', version: '1.0.0' }));
    writeFileSync(
      path.join(root, 'src/index.ts'),
      "export function start(): void {\n  void import('./lazy').then((lazy) => lazy.show('entry'));\n}\nstart();\n",
    );
    writeFileSync(
      path.join(root, 'src/lazy.ts'),
      'export function show(where: string): void {\n  document.title = `lazy from ${where}`;\n}\n',
    );
    const script = `
      import webpack from 'webpack';
      import { createBaseConfig } from ${JSON.stringify(pathToFileURL(path.join(__dirname, 'create-base-config.mjs')).href)};
      const config = createBaseConfig({
        appDir: ${JSON.stringify(root)}, name: 'hint', production: ${String(production)},
        entry: { main: './src/index.ts' }, publicPath: '/', classPrefix: 'bt',
      });
      webpack(config, (error, stats) => {
        if (error) throw error;
        if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
      });`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: toolingDir,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(result.stderr);
    const dist = path.join(root, 'dist');
    return new Map(readdirSync(dist).map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the eager compile hint', () => {
  it('opens every script of a production build, and the source maps count its line', () => {
    const files = build(true);
    const scripts = [...files.keys()].filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(2); // the entry and the lazy chunk
    for (const script of scripts) {
      const [firstLine, ...code] = (files.get(script) ?? '').split('\n');
      expect(firstLine).toBe(HINT);
      expect(code.join('\n')).not.toContain(HINT);
      // the minified code follows (the hint went in after minification, which would have dropped it)
      expect(code.join('\n')).toContain(script.startsWith('main') ? 'show("entry")' : 'lazy from');
      // the hint's line maps to nothing: the code's mappings start on the second line
      const map = JSON.parse(files.get(`${script}.map`) ?? '{}') as { mappings?: string };
      expect(map.mappings).toMatch(/^;[^;]/);
    }
  }, 60_000);

  it('is not in a development build', () => {
    const files = build(false);
    const scripts = [...files.entries()].filter(([file]) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, body] of scripts) expect(body.startsWith(HINT)).toBe(false);
  }, 60_000);
});
