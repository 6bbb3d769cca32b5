import {
  checkPayload,
  MAX_HEALTH_COUNT,
  MAX_HEALTH_GROUPS,
  MAX_VITAL_MS,
  MAX_VITALS_PER_GROUP,
  releaseHealthBatchSchema,
  type ReleaseCohort,
  type ReleaseHealthBatch,
  type ReleaseHealthGroup,
} from '@beacon/validation';

// Issue 60: what this page saw of each remote release, counted per remote × version × cohort until it is sent. Pure
// bookkeeping (no timers, no listeners: release-health.ts wires those), so the tests drive it directly.

export type HealthCount = 'views' | 'loadFailures' | 'renderErrors' | 'runtimeErrors' | 'apiRequests' | 'apiFailures';
export type HealthVital = 'lcpMs' | 'inpMs';

/** Which version of a remote this page runs, and the share of the rollout that version stands for. */
export interface RemoteRelease {
  version: string;
  cohort: ReleaseCohort;
}

export interface HealthCollector {
  /** The release now loaded for a remote (at start, and again when a failed canary falls back to stable). */
  setRelease(remote: string, release: RemoteRelease): void;
  /** The release now loaded for a remote, if this page chose one. */
  releaseOf(remote: string): RemoteRelease | undefined;
  /** The cohort of a version this page chose for the remote (a chunk of the canary still running after the switch). */
  cohortOf(remote: string, version: string): ReleaseCohort | undefined;
  /** Counts one event against the remote's current release (or the given version of it). */
  count(remote: string, kind: HealthCount, version?: string): void;
  addVital(remote: string, vital: HealthVital, ms: number, version?: string): void;
  /**
   * The batch to send, at most MAX_HEALTH_GROUPS groups, parsed with the contract (null when there is nothing to
   * send). The groups in it are forgotten; groups over the cap wait for the next batch.
   */
  takeBatch(): ReleaseHealthBatch | null;
}

const emptyGroup = (remote: string, release: RemoteRelease): ReleaseHealthGroup => ({
  remote,
  version: release.version,
  cohort: release.cohort,
  views: 0,
  loadFailures: 0,
  renderErrors: 0,
  runtimeErrors: 0,
  apiRequests: 0,
  apiFailures: 0,
  lcpMs: [],
  inpMs: [],
});

export function createHealthCollector(): HealthCollector {
  const current = new Map<string, RemoteRelease>();
  /** every version this page chose per remote, with its cohort */
  const chosen = new Map<string, Map<string, ReleaseCohort>>();
  // insertion order is the order groups are sent in: the oldest waiting group goes first
  const groups = new Map<string, ReleaseHealthGroup>();

  function releaseFor(remote: string, version: string | undefined): RemoteRelease | undefined {
    const now = current.get(remote);
    if (version === undefined || version === now?.version) return now;
    const cohort = chosen.get(remote)?.get(version);
    // A version this page never chose cannot be placed in a cohort (a stale chunk of an old tab): not counted.
    return cohort ? { version, cohort } : undefined;
  }

  function groupFor(remote: string, version: string | undefined): ReleaseHealthGroup | undefined {
    const release = releaseFor(remote, version);
    if (!release) return undefined;
    const key = `${remote}\n${release.version}\n${release.cohort}`;
    let group = groups.get(key);
    if (!group) {
      group = emptyGroup(remote, release);
      groups.set(key, group);
    }
    return group;
  }

  return {
    setRelease(remote, release) {
      current.set(remote, release);
      const versions = chosen.get(remote) ?? new Map<string, ReleaseCohort>();
      versions.set(release.version, release.cohort);
      chosen.set(remote, versions);
    },
    releaseOf: (remote) => current.get(remote),
    cohortOf: (remote, version) => chosen.get(remote)?.get(version),
    count(remote, kind, version) {
      const group = groupFor(remote, version);
      // capped like the contract: a page in an error loop is still one device's word
      if (group) group[kind] = Math.min(group[kind] + 1, MAX_HEALTH_COUNT);
    },
    addVital(remote, vital, ms, version) {
      // a value past a minute measures a tab left in the background, not the screen (the contract refuses it)
      if (!Number.isFinite(ms) || ms < 0 || ms > MAX_VITAL_MS) return;
      const group = groupFor(remote, version);
      if (group && group[vital].length < MAX_VITALS_PER_GROUP) group[vital].push(Math.round(ms));
    },
    takeBatch() {
      const taken: ReleaseHealthGroup[] = [];
      for (const [key, group] of groups) {
        if (taken.length === MAX_HEALTH_GROUPS) break;
        groups.delete(key);
        if (hasNews(group)) taken.push(group);
      }
      if (taken.length === 0) return null;
      // The client never sends what the contract refuses: a group that does not parse is a bug here, dropped with
      // the batch rather than refused by the server with every other group of it.
      const parsed = checkPayload<ReleaseHealthBatch>(releaseHealthBatchSchema, { groups: taken });
      return parsed.ok ? parsed.value : null;
    },
  };
}

function hasNews(group: ReleaseHealthGroup): boolean {
  return (
    group.views +
      group.loadFailures +
      group.renderErrors +
      group.runtimeErrors +
      group.apiRequests +
      group.apiFailures >
      0 ||
    group.lcpMs.length > 0 ||
    group.inpMs.length > 0
  );
}
