import { expect, test } from '@playwright/test';

import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

const SINGLETONS = [
  '@beacon/ui',
  '@beacon/platform',
  'react',
  'react-dom',
  // the router through its facade, the API client through its stateful core (issue 19)
  '@beacon/react-router',
  '@tanstack/react-query',
  'jotai',
  '@beacon/api/client',
  '@beacon/session',
];

interface ShareReport {
  instances: string[];
  /** Per package: every copy offered, whether it was instantiated, and the federation instances that took it. */
  copies: Record<string, { key: string; loaded: boolean; usedBy: string[] }[]>;
  /** Per package: the federation instances that resolve it, and whether they all get the very same module object. */
  identity: Record<string, { resolvedIn: string[]; sameObject: boolean }>;
}

// Packages the remotes on this page import themselves: each remote must be handed the host's module object. A remote's
// release offers no copy of its own (it consumes every singleton, tooling/webpack/shared-dependencies.mjs), so what
// shows that it took the host's is the share scope's record of who loaded that copy (`useIn`).
const USED_BY_REMOTES = ['react', '@beacon/ui', '@beacon/platform', '@beacon/api/client'];

test('in one page load every shared singleton is instantiated exactly once', async ({ page }) => {
  await signInAs(page, DEMO_MEMBERS.premium);
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // Bring two more remotes into the same page: the header search (search) and a client-side navigation (monitoring).
  await page.getByRole('button', { name: 'Search by name, phone number, email address, or address' }).click();
  await expect(page.getByRole('heading', { name: 'Search for Background Reports' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Family Tree' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family Tree' })).toBeVisible();

  // The federation share scope records every copy offered, whether it was instantiated (loaded, lib) and which
  // federation instances loaded it (useIn), read first; then loadShareSync asks each instance (host and remotes)
  // which module object it is given, where it has the package in its own options (the host).
  const report = await page.evaluate((names): ShareReport => {
    type ShareEntry = { loaded?: boolean; lib?: unknown; from?: string; useIn?: string[] };
    type Instance = {
      name: string;
      shareScopeMap: Record<string, Record<string, Record<string, ShareEntry>>>;
      loadShareSync: (name: string) => () => unknown;
    };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const instances = federation.__INSTANCES__;
    const copies: ShareReport['copies'] = {};
    const identity: ShareReport['identity'] = {};
    for (const name of names) {
      const seen = new Map<ShareEntry, string>();
      for (const instance of instances) {
        for (const [version, entry] of Object.entries(instance.shareScopeMap['default']?.[name] ?? {})) {
          seen.set(entry, `${version} from ${entry.from ?? '?'}`);
        }
      }
      copies[name] = [...seen].map(([entry, key]) => ({
        key,
        loaded: Boolean(entry.loaded || entry.lib),
        usedBy: [...(entry.useIn ?? [])],
      }));
      const resolved: { instance: string; module: unknown }[] = [];
      for (const instance of instances) {
        try {
          resolved.push({ instance: instance.name, module: instance.loadShareSync(name)() });
        } catch {
          // this instance does not consume the package
        }
      }
      identity[name] = {
        resolvedIn: resolved.map((entry) => entry.instance),
        sameObject: resolved.every((entry) => entry.module === resolved[0]?.module),
      };
    }
    return { instances: instances.map((instance) => instance.name), copies, identity };
  }, SINGLETONS);

  expect(report.instances).toEqual(expect.arrayContaining(['host', 'reports', 'search', 'monitoring']));
  for (const name of SINGLETONS) {
    const loaded = report.copies[name]?.filter((copy) => copy.loaded) ?? [];
    expect(
      loaded.map((copy) => copy.key),
      `${name}: instantiated copies`,
    ).toHaveLength(1);
    expect(report.identity[name]?.resolvedIn, `${name} resolves in the host`).toContain('host');
    expect(report.identity[name]?.sameObject, `${name} is one module object everywhere`).toBe(true);
  }
  for (const name of USED_BY_REMOTES) {
    const [copy] = report.copies[name]?.filter((candidate) => candidate.loaded) ?? [];
    expect(copy?.key, `${name}: the copy the remotes take is the host's`).toMatch(/ from host$/);
    expect(copy?.usedBy, `${name} is consumed by the remotes on the page`).toEqual(
      expect.arrayContaining(['host', 'reports', 'search', 'monitoring']),
    );
  }
});
