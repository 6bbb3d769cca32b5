import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const eslintBin = path.join(repoRoot, 'node_modules/.bin/eslint');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints `code` as if it lived at `file` (relative to the repo root) with the project's real config. */
function lint(file: string, code: string): LintMessage[] {
  const result = spawnSync(eslintBin, ['--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: repoRoot,
    input: code,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as [{ messages: LintMessage[] }];
  return report.messages;
}

const ruleIds = (messages: LintMessage[]) => messages.map((message) => message.ruleId);

describe('import boundaries', () => {
  it('refuses a remote importing another remote by package name', () => {
    const messages = lint('remotes/search/src/expose/leak.ts', "export * from '@beacon/remote-reports';\n");
    expect(ruleIds(messages)).toContain('no-restricted-imports');
  });

  it('refuses a remote importing another remote by file', () => {
    const messages = lint('remotes/search/src/expose/leak.ts', "export * from '../../../reports/src/expose/routes';\n");
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
    expect(messages.map((message) => message.message).join('\n')).toMatch(/never imports another remote/);
  });

  it('refuses a remote importing the host', () => {
    const messages = lint('remotes/account/src/expose/leak.ts', "export * from '../../../../host/src/App';\n");
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
  });

  it("refuses the host importing a remote's files or package", () => {
    expect(ruleIds(lint('host/src/leak.ts', "export * from '../../remotes/reports/src/expose/routes';\n"))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(ruleIds(lint('host/src/leak.ts', "export * from '@beacon/remote-search';\n"))).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses a feature importing another feature', () => {
    const messages = lint(
      'remotes/reports/src/features/records-list/leak.ts',
      "export * from '../record-report/record-report-screen';\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
    expect(messages.map((message) => message.message).join('\n')).toMatch(/Features never import each other/);
  });

  it('keeps @beacon/test-support in tests: refused by shipping code, allowed in tests and test-support folders', () => {
    const code = "export * from '@beacon/test-support/fetch-routes';\n";
    for (const file of ['remotes/guardian/src/features/leak.tsx', 'host/src/leak.ts', 'shared/ui/src/leak.ts']) {
      const messages = lint(file, code);
      expect(ruleIds(messages)).toContain('no-restricted-imports');
      expect(messages.map((message) => message.message).join('\n')).toMatch(/is for tests only/);
    }
    expect(ruleIds(lint('shared/ui/src/dev-harness/leak.tsx', code))).toContain('no-restricted-imports');
    for (const file of ['remotes/guardian/src/features/ok.test.tsx', 'host/src/test-support/ok.ts']) {
      expect(ruleIds(lint(file, code))).not.toContain('no-restricted-imports');
    }
  });

  it('lets the server import only @beacon/validation', () => {
    expect(ruleIds(lint('server/src/leak.ts', "export * from '@beacon/ui';\n"))).toContain('no-restricted-imports');
    expect(ruleIds(lint('server/src/ok.ts', "export * from '@beacon/validation';\n"))).not.toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ['server/src/domain/leak.ts', "export * from '../repositories/records-repository';\n", /bottom floor/],
    ['server/src/domain/leak.ts', "export * from '../services/records-service';\n", /bottom floor/],
    ['server/src/domain/leak.ts', "export * from '../db/schema';\n", /bottom floor/],
    ['server/src/domain/leak.ts', "export * from '../http-errors';\n", /bottom floor/],
    ['server/src/repositories/leak.ts', "export * from '../services/records-service';\n", /never a service/],
    ['server/src/repositories/leak.ts', "export * from '../seed/public-records/generator';\n", /never a service/],
    ['server/src/services/leak.ts', "export * from '../http-errors';\n", /raise domain errors/],
    ['server/src/services/leak.ts', "export * from '../routes/v1/me';\n", /raise domain errors/],
    // issue 57: the upward arrows closed there stay closed
    ['server/src/services/leak.ts', "export * from '../dto/responses';\n", /routes map them onto the contract/],
    ['server/src/services/leak.ts', "export * from '../seed/demo-members';\n", /never import seed code/],
    ['server/src/services/leak.ts', "export * from '../seed/public-records/geography';\n", /never import seed code/],
    ['server/src/db/leak.ts', "export * from '../repositories/relatives-summary';\n", /imports nothing above it/],
    ['server/src/dto/leak.ts', "export * from '../routes/v1/me';\n", /never imports a route/],
    ['server/src/dto/leak.ts', "export * from '../seed/demo-members';\n", /never imports a route, plugin or seed/],
    ['server/src/seed/leak.ts', "export * from '../dto/responses';\n", /never through a route/],
    ['server/src/seed/leak.ts', "export * from '../routes/v1/me';\n", /never through a route/],
    ['server/src/seed/public-records/leak.ts', "export * from '../../plugins/app/auth';\n", /never through a route/],
    [
      'server/src/db/migrations/9999-leak.ts',
      "export * from '../../repositories/relatives-summary';\n",
      /A migration is history/,
    ],
    ['server/src/db/migrations/9999-leak.ts', "export * from '../../domain/search-keys';\n", /A migration is history/],
  ])('keeps the server floors pointing down: %s may not import %s', (file, code, message) => {
    const messages = lint(file, code);
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
    expect(messages.map((entry) => entry.message).join('\n')).toMatch(message);
  });

  it('lets each server floor import the floors below it', () => {
    const allowed = [
      ['server/src/repositories/ok.ts', "export * from '../domain/search-keys';\nexport * from '../db/schema';\n"],
      [
        'server/src/services/ok.ts',
        "export * from '../repositories/records-repository';\nexport * from '../domain/errors';\n",
      ],
      [
        'server/src/routes/v1/ok.ts',
        "export * from '../../services/records-service';\nexport * from '../../http-errors';\n",
      ],
      ['server/src/routes/v1/ok.ts', "export * from '../../dto/responses';\n"],
      [
        'server/src/dto/ok.ts',
        "export * from '../services/billing-service';\nexport * from '../repositories/records-repository';\n",
      ],
      [
        'server/src/seed/ok.ts',
        "export * from '../services/passwords';\nexport * from '../repositories/records-repository';\n",
      ],
      ['server/src/services/ok.ts', "export * from '../domain/demo-profiles';\n"],
      [
        'server/src/db/migrations/9999-ok.ts',
        "export * from '../create-database';\nexport * from './schema-helpers';\n",
      ],
    ];
    for (const [file, code] of allowed) {
      expect(ruleIds(lint(file!, code!))).not.toContain('import-x/no-restricted-paths');
    }
  });

  it('allows remotes to use the shared packages and their own features', () => {
    const messages = lint(
      'remotes/reports/src/expose/ok.ts',
      "export * from '@beacon/ui';\nexport * from '../features/records-list/records-list-screen';\n",
    );
    expect(messages).toEqual([]);
  });

  it("lets the monolith build import a remote's expose files and the host's federation modules, nothing deeper", () => {
    const allowed = lint(
      'monolith/src/ok.ts',
      "export * from '../../remotes/reports/src/expose/routes';\nexport * from '../../host/src/federation/remote-module-cache';\n",
    );
    expect(ruleIds(allowed)).not.toContain('import-x/no-restricted-paths');
    const feature = lint(
      'monolith/src/leak.ts',
      "export * from '../../remotes/reports/src/features/records-list/records-list-screen';\n",
    );
    expect(feature.map((message) => message.message).join('\n')).toMatch(/expose files only/);
    const host = lint('monolith/src/leak.ts', "export * from '../../host/src/App';\n");
    expect(ruleIds(host)).toContain('import-x/no-restricted-paths');
  });

  it('refuses the apps and shared packages importing the monolith build', () => {
    for (const file of ['host/src/leak.ts', 'remotes/search/src/leak.ts', 'shared/ui/src/leak.ts']) {
      const depth = file.split('/').length - 1;
      const messages = lint(file, `export * from '${'../'.repeat(depth)}monolith/src/expose-imports';\n`);
      expect(messages.map((message) => message.message).join('\n')).toMatch(/Nothing imports the monolith build/);
    }
  });

  it("refuses endpoint code importing the API client's files instead of '@beacon/api/client'", () => {
    const relative = lint(
      'shared/api/src/live-updates/leak.ts',
      "import { reportClientError } from '../report-client-error';\nexport const report = reportClientError;\n",
    );
    expect(relative.map((message) => message.message).join('\n')).toMatch(/imports the API client by its package name/);
    const shared = lint(
      'shared/api/src/live-updates/leak.ts',
      "import { reportClientError } from '@beacon/api/client';\nexport const report = reportClientError;\n",
    );
    expect(ruleIds(shared)).not.toContain('import-x/no-restricted-paths');
  });

  it('refuses an import circle', () => {
    // get-street-suggestions imports third-party-autocomplete: importing it back closes a circle
    const messages = lint(
      'shared/api/src/lookup/third-party-autocomplete.ts',
      "import { fetchStreetSuggestions } from './get-street-suggestions';\nexport const again = fetchStreetSuggestions;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-cycle');
  });

  it('refuses running code importing a migration, and lets the runner load them', () => {
    const leak = lint(
      'server/src/repositories/leak.ts',
      "import { catalogMigration } from '../db/migrations/0002-catalog';\nexport const m = catalogMigration;\n",
    );
    expect(ruleIds(leak)).toContain('import-x/no-restricted-paths');
    expect(leak.map((message) => message.message).join('\n')).toMatch(/Only the migration runner imports migrations/);
    const runner = lint(
      'server/src/db/migrate.ts',
      "import { catalogMigration } from './migrations/0002-catalog';\nexport const m = catalogMigration;\n",
    );
    expect(ruleIds(runner)).not.toContain('import-x/no-restricted-paths');
  });
});
