import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { SINGLETONS } from './shared-dependencies.mjs';

// Issue 19 point 2: a federation singleton is built whole, whatever its consumers use, so react-router is shared
// through the facade @beacon/react-router, which names only what the apps import and lets webpack tree-shake the
// library to that. These checks keep a build from shipping any react-router export the apps do not use.

const root = path.resolve(__dirname, '../..');
const FACADE = '@beacon/react-router';
const facadeDir = path.join(root, 'shared/react-router');
// Code that ships: every app and shared package, without tests, test helpers and the standalone dev harness.
const SHIPPING_ROOTS = ['host/src', 'remotes', 'shared'];
const NOT_SHIPPED =
  /(\.test\.tsx?$|\/test-support\/|\/dev-harness\/|\/dev\/|render-section\.tsx$|\/node_modules\/|\/dist\/|^shared\/react-router\/)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.includes('/src/') && !NOT_SHIPPED.test(file));
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The names imported from `specifier` by each file, and the specifiers each file imports. */
function importsOf(file: string): { specifier: string; names: string[] }[] {
  return parse(file)
    .statements.filter(ts.isImportDeclaration)
    .map((statement) => {
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const bindings = statement.importClause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
          : [];
      return { specifier, names };
    });
}

function facadeExports(): string[] {
  return parse('shared/react-router/src/index.ts')
    .statements.filter(ts.isExportDeclaration)
    .flatMap((statement) =>
      statement.exportClause && ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements.map((element) => element.name.text)
        : [],
    );
}

const shipping = SHIPPING_ROOTS.flatMap(sourceFiles);

describe('the shared router facade', () => {
  it('re-exports exactly the names the shipping code imports: nothing unused reaches a build', () => {
    const used = new Set(
      shipping.flatMap((file) =>
        importsOf(file)
          .filter((entry) => entry.specifier === FACADE)
          .flatMap((entry) => entry.names),
      ),
    );
    expect(used.size).toBeGreaterThan(5);
    expect(facadeExports().sort()).toEqual([...used].sort());
  });

  it('is the only shipping code that imports react-router', () => {
    const direct = shipping.filter((file) =>
      importsOf(file).some((entry) => /^react-router(-dom)?(\/|$)/.test(entry.specifier)),
    );
    expect(direct).toEqual([]);
  });

  it('is shared instead of the library, which would be built whole', () => {
    expect(SINGLETONS).toContain(FACADE);
    expect(SINGLETONS.filter((key) => /^react-router/.test(key))).toEqual([]);
  });

  it('is versioned as the react-router it fronts, so the release checks compare router versions', () => {
    const facade = JSON.parse(readFileSync(path.join(facadeDir, 'package.json'), 'utf8')) as {
      version: string;
      sideEffects: boolean;
    };
    const library = JSON.parse(
      readFileSync(require.resolve('react-router/package.json', { paths: [facadeDir] }), 'utf8'),
    ) as { version: string };
    expect(facade.version).toBe(library.version);
    expect(facade.sideEffects).toBe(false);
  });
});
