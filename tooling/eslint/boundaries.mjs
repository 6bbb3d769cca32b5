// @ts-check
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

// Import boundaries of docs/architecture.md ("Packages and the one-way graph", "Provider API"), written on package
// names and on folders:
// - a remote never imports another remote or the host; the host never imports a remote's files;
// - shared/* never imports apps; the server imports only @beacon/validation;
// - inside an app, src/features/<a> never imports src/features/<b>;
// - the monolith build imports a remote's expose files and the host's federation folder only, and nothing imports it.

const root = path.resolve(import.meta.dirname, '../..');
export const REMOTES = ['search', 'reports', 'guardian', 'account', 'monitoring'];
const APPS = ['host', ...REMOTES.map((remote) => `remotes/${remote}`)];
/** The files `@beacon/api/client` is made of: what its entry (shared/api/src/client.ts) re-exports. */
const API_CLIENT_FILES = [
  ...readFileSync(path.join(root, 'shared/api/src/client.ts'), 'utf8').matchAll(/^export \* from '\.\/([\w-]+)';$/gm),
].map((match) => `${match[1]}.ts`);

/** @param {string} message */
const appPackages = (message) => ({
  group: ['@beacon/host', '@beacon/host/*', '@beacon/remote-*', '@beacon/remote-*/*'],
  message,
});

const noAppPackages = appPackages(
  'Apps never import each other by package: the host loads remotes through federation, and remotes share only @beacon/* packages.',
);
// Issue 19: a shared singleton ships whole, so the apps share the router through a facade of what they use.
const noRouterLibrary = {
  regex: '^react-router(-dom)?(/.*)?$',
  message: 'Import the router from @beacon/react-router (add the name there if it is new): only its names are shipped.',
};

// Test helpers are dev-only: a file that ships (anything but a test, a test-support folder or a test helper) never
// imports them. The builds refuse the package too (tooling/webpack/bundle-check-plugin.mjs).
const noTestSupport = {
  group: ['@beacon/test-support', '@beacon/test-support/*'],
  message: '@beacon/test-support is for tests only: import it from *.test.ts(x) files and test-support folders.',
};

/** @param {string} dir */
function listDirs(dir) {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/** Zones for import-x/no-restricted-paths: folders that must not reach into each other. */
function zones() {
  /** @type {{ target: string, from: string | string[], except?: string[], message: string }[]} */
  const list = [];
  for (const remote of REMOTES) {
    list.push({
      target: `./remotes/${remote}`,
      from: './remotes',
      except: [`./${remote}`],
      message: 'A remote never imports another remote: share through @beacon/* packages or load it through federation.',
    });
    list.push({
      target: `./remotes/${remote}`,
      from: './host',
      message: 'A remote never imports the host: the contract lives in @beacon/platform.',
    });
  }
  list.push({
    target: './host',
    from: './remotes',
    message: 'The host reaches remotes only through Module Federation (loadRemote), never by file.',
  });
  // The monolith build (monolith/) imports the apps, never the other way round, and of a remote only what
  // federation would load: its expose files.
  for (const target of ['./host', './remotes', './shared']) {
    list.push({
      target,
      from: './monolith',
      message: 'Nothing imports the monolith build: it only stands in for the host.',
    });
  }
  list.push({
    target: './monolith',
    from: './remotes',
    except: REMOTES.map((remote) => `./${remote}/src/expose`),
    message: "The monolith imports a remote's expose files only (what federation would load), never its features.",
  });
  list.push({
    target: './monolith',
    from: './host',
    except: ['./src/federation'],
    message:
      "The monolith replaces the host's federation modules; everything else of the host is built from its entry.",
  });
  // `@beacon/api/client` is a federation singleton; a relative import of its files from endpoint code bundles a second
  // copy of the client into the app (its own configuration and token refresh), which the share scope never sees.
  list.push({
    target: './shared/api/src/*/**',
    from: API_CLIENT_FILES.map((file) => `./shared/api/src/${file}`),
    message: "Endpoint code imports the API client by its package name ('@beacon/api/client'), so that apps share it.",
  });
  list.push({ target: './shared', from: './host', message: 'Shared packages never import apps.' });
  list.push({ target: './shared', from: './remotes', message: 'Shared packages never import apps.' });
  for (const app of APPS) {
    const featuresDir = path.join(root, app, 'src/features');
    for (const feature of listDirs(featuresDir)) {
      list.push({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: 'Features never import each other: lift what they share into the app (or a @beacon/* package).',
      });
    }
  }
  return list;
}

/** @param {string} target @param {string[]} above @param {string} message */
const floor = (target, above, message) =>
  above.map((from) => ({ target: `./server/src/${target}`, from: `./server/src/${from}`, message }));

/**
 * Zones of the server: migrations are loaded by the runner only, and each floor imports only the floors below.
 * Floors: routes (and plugins) → dto (mapping onto the contract, used by routes) → services → repositories → db →
 * domain. seed/ is a tool beside the app: it may use every floor up to services, and no floor imports it.
 */
function serverZones() {
  return [
    {
      target: './server/src',
      from: './server/src/db/migrations',
      message: 'Only the migration runner imports migrations; running code reads the vocabulary or db/*.ts.',
    },
    ...floor(
      'domain',
      [
        'repositories',
        'services',
        'routes',
        'plugins',
        'db',
        'seed',
        'dto',
        'http-errors.ts',
        'app.ts',
        'config.ts',
        'config',
      ],
      'server/src/domain is the bottom floor: pure code that imports nothing above it (no database, no HTTP).',
    ),
    ...floor(
      'repositories',
      ['services', 'routes', 'plugins', 'seed', 'dto', 'http-errors.ts', 'app.ts'],
      'Repositories import only the database schema and the domain: never a service, route, plugin or seed code.',
    ),
    ...floor(
      'services',
      ['routes', 'plugins', 'http-errors.ts', 'app.ts'],
      "Services import repositories and the domain, and raise domain errors (src/domain/errors.ts); HTTP is the routes' business.",
    ),
    ...floor(
      'services',
      ['dto'],
      'Services return rows or views; the routes map them onto the contract through src/dto (dto imports services, never the reverse).',
    ),
    ...floor(
      'services',
      ['seed'],
      'Services never import seed code: data both need (the demo members, state populations) lives in src/domain.',
    ),
    ...floor(
      'db',
      ['repositories', 'services', 'routes', 'plugins', 'seed', 'dto', 'http-errors.ts', 'app.ts'],
      'server/src/db is the schema and the database: it imports nothing above it (no repository, service, route or seed code).',
    ),
    ...floor(
      'dto',
      ['routes', 'plugins', 'seed', 'http-errors.ts', 'app.ts'],
      "src/dto maps services' and repositories' results onto the contract for the routes: it never imports a route, plugin or seed code.",
    ),
    ...floor(
      'seed',
      ['routes', 'plugins', 'dto', 'http-errors.ts', 'app.ts'],
      'Seed code builds data through repositories and services: never through a route, plugin or the contract mappers (src/dto).',
    ),
  ];
}

/** Zones of the migrations: history, frozen in time, so a migration imports only the database layer and kysely. */
function migrationZones() {
  return floor(
    'db/migrations',
    [
      'domain',
      'repositories',
      'services',
      'routes',
      'plugins',
      'seed',
      'dto',
      'mail',
      'admin',
      'http-errors.ts',
      'app.ts',
      'config.ts',
      'config',
    ],
    'A migration is history: it keeps a frozen copy of what it needs (see 0035-relatives-summary.ts) instead of importing code that may change.',
  );
}

/** @returns {import('eslint').Linter.Config[]} */
export function boundaryConfigs() {
  return [
    {
      files: ['host/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'monolith/**/*.{ts,tsx}'],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones() }],
      },
    },
    {
      files: ['remotes/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'host/**/*.{ts,tsx}', 'monolith/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [noAppPackages, noRouterLibrary, noTestSupport] }],
      },
    },
    {
      // The facade itself, and the standalone dev harness (built by webpack, so it never imports test helpers).
      files: ['shared/react-router/src/**', 'shared/ui/src/dev-harness/**'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [noAppPackages, noTestSupport] }],
      },
    },
    {
      // Code that never ships: tests (MemoryRouter and friends, @beacon/test-support) and test helpers.
      files: [
        '**/*.test.{ts,tsx}',
        '**/test-support/**',
        'remotes/reports/src/features/record-report/sections/render-section.tsx',
        'remotes/reports/src/features/record-report/sections/test-fixtures.ts',
      ],
      rules: {
        'no-restricted-imports': ['error', { patterns: [noAppPackages] }],
      },
    },
    {
      // Migrations are history: running code reads the vocabulary (@beacon/validation) and the current schema
      // (server/src/db/*.ts), and each migration keeps a frozen copy of what it needs. Only the runner loads them.
      // The server's floors point down only: routes → services → repositories → domain (issue 14).
      files: ['server/src/**/*.ts'],
      ignores: ['server/src/db/migrate.ts', 'server/src/db/migrations/**'],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones() }],
      },
    },
    {
      files: ['server/src/db/migrations/**/*.ts'],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: migrationZones() }],
      },
    },
    {
      files: ['server/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['@beacon/*', '!@beacon/validation', '!@beacon/validation/*'],
                message: 'The server imports only @beacon/validation among workspace packages.',
              },
              {
                group: ['**/shared/*/src/**', '**/host/**', '**/remotes/**'],
                message: 'The server imports no app code.',
              },
            ],
          },
        ],
      },
    },
  ];
}
