import { findSharedConflicts, readSharedEntries, type SharedEntry } from './shared-compatibility';

const host: SharedEntry[] = [
  { name: 'react', version: '19.3.1', singleton: true },
  { name: 'react/jsx-runtime', version: '19.3.1' },
  { name: 'jotai', version: '2.20.3', singleton: true },
];

describe('findSharedConflicts', () => {
  it('accepts ranges the host satisfies', () => {
    const remote: SharedEntry[] = [
      { name: 'react', version: '19.0.0', requiredVersion: '^19.0.0', singleton: true },
      { name: 'jotai', version: '2.20.3', requiredVersion: '^2.20.3', singleton: true },
    ];
    expect(findSharedConflicts(remote, host)).toEqual([]);
  });

  it('names each singleton whose range the host does not satisfy, deep imports included', () => {
    const remote: SharedEntry[] = [
      { name: 'react', version: '17.0.2', requiredVersion: '^17.0.2', singleton: true },
      { name: 'react/jsx-runtime', version: '17.0.2', requiredVersion: '^17.0.2' },
      { name: 'jotai', version: '2.21.0', requiredVersion: '^2.21.0', singleton: true },
    ];
    expect(findSharedConflicts(remote, host)).toEqual([
      { name: 'react', requiredVersion: '^17.0.2', providedVersion: '19.3.1' },
      { name: 'react/jsx-runtime', requiredVersion: '^17.0.2', providedVersion: '19.3.1' },
      { name: 'jotai', requiredVersion: '^2.21.0', providedVersion: '2.20.3' },
    ]);
  });

  it('ignores non-singletons, and names a singleton the host does not share (a remote brings no copy of its own)', () => {
    const remote: SharedEntry[] = [
      { name: 'lodash', version: '4.0.0', requiredVersion: '^4.0.0' },
      { name: 'zustand', version: '5.0.0', requiredVersion: '^5.0.0', singleton: true },
    ];
    expect(findSharedConflicts(remote, host)).toEqual([
      { name: 'zustand', requiredVersion: '^5.0.0', providedVersion: 'none' },
    ]);
  });
});

describe('readSharedEntries', () => {
  it('reads the shared list of an mf-manifest.json and refuses one without it', () => {
    const body = JSON.stringify({
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }, { bogus: 1 }],
    });
    expect(readSharedEntries(body, 'x')).toEqual([{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }]);
    expect(() => readSharedEntries('{}', 'search 1.0.0/mf-manifest.json')).toThrow(
      'search 1.0.0/mf-manifest.json has no "shared" list',
    );
  });
});
