// The release's provenance as an in-toto Statement v1 with a SLSA Provenance v1 predicate
// (https://slsa.dev/spec/v1.0/provenance): which files (subjects, with the SHA-384 of integrity.json), built from
// which commit and lockfile, by which builder and command, when, and against which API contract.

export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
export const SLSA_PROVENANCE_V1 = 'https://slsa.dev/provenance/v1';
/** What `buildType` names: an app built by `pnpm release` (its parameters are those below). */
export const BEACON_BUILD_TYPE = 'urn:beacon:build-type:pnpm-release:v1';
export const PROVENANCE_FILE = 'provenance.json';

export interface ReleaseSubject {
  /** release-relative path, forward slashes */
  name: string;
  digest: { sha384: string };
}

/** What the release command knows about the build it publishes. */
export interface BuildFacts {
  app: string;
  version: string;
  /** the command that made the build (or how a prebuilt one was made, when known) */
  command: string;
  /** git source URI without credentials (e.g. git+https://github.com/org/beacon) */
  sourceUri: string;
  commit: string;
  /** whether the work tree had uncommitted changes: then the commit does not describe the build exactly */
  treeClean: boolean;
  lockfileSha256: string;
  builderId: string;
  /** SHA-256 of the API contract sources the build was made against (its build-info.json), null when absent */
  contractHash: string | null;
  startedOn: string;
  finishedOn: string;
}

export interface ProvenanceStatement {
  _type: typeof STATEMENT_TYPE;
  subject: ReleaseSubject[];
  predicateType: typeof SLSA_PROVENANCE_V1;
  predicate: {
    buildDefinition: {
      buildType: string;
      externalParameters: { remote: string; version: string; command: string };
      internalParameters: { contractHash: string | null; treeClean: boolean };
      resolvedDependencies: [
        { uri: string; digest: { gitCommit: string } },
        { name: 'pnpm-lock.yaml'; digest: { sha256: string } },
      ];
    };
    runDetails: {
      builder: { id: string };
      metadata: { startedOn: string; finishedOn: string };
    };
  };
}

/** The statement for a release whose files have the given SHA-384 digests (integrity.json's `files`). */
export function provenanceStatement(files: Record<string, string>, facts: BuildFacts): ProvenanceStatement {
  return {
    _type: STATEMENT_TYPE,
    subject: Object.keys(files)
      .sort()
      .map((name) => ({ name, digest: { sha384: files[name] ?? '' } })),
    predicateType: SLSA_PROVENANCE_V1,
    predicate: {
      buildDefinition: {
        buildType: BEACON_BUILD_TYPE,
        // `remote` is the app's name: the host is released, and described, the same way.
        externalParameters: { remote: facts.app, version: facts.version, command: facts.command },
        internalParameters: { contractHash: facts.contractHash, treeClean: facts.treeClean },
        resolvedDependencies: [
          { uri: `${facts.sourceUri}@${facts.commit}`, digest: { gitCommit: facts.commit } },
          { name: 'pnpm-lock.yaml', digest: { sha256: facts.lockfileSha256 } },
        ],
      },
      runDetails: {
        builder: { id: facts.builderId },
        metadata: { startedOn: facts.startedOn, finishedOn: facts.finishedOn },
      },
    },
  };
}

/** What verification needs from a signed statement. */
export interface StatementClaims {
  remote: string;
  version: string;
  subjects: Map<string, string>;
}

/** The claims of a statement, or why it is not a provenance statement of ours. */
export function statementClaims(value: unknown): StatementClaims | string {
  if (typeof value !== 'object' || value === null) return 'the payload is not a JSON object';
  const statement = value as Record<string, unknown>;
  if (statement['_type'] !== STATEMENT_TYPE) return `_type is not ${STATEMENT_TYPE}`;
  if (statement['predicateType'] !== SLSA_PROVENANCE_V1) return `predicateType is not ${SLSA_PROVENANCE_V1}`;
  const parameters = ((statement['predicate'] as { buildDefinition?: { externalParameters?: unknown } } | undefined)
    ?.buildDefinition?.externalParameters ?? {}) as Record<string, unknown>;
  const { remote, version } = parameters;
  if (typeof remote !== 'string' || typeof version !== 'string') return 'the statement names no remote and version';
  if (!Array.isArray(statement['subject'])) return 'the statement has no subjects';
  const subjects = new Map<string, string>();
  for (const subject of statement['subject'] as unknown[]) {
    const { name, digest } = (subject ?? {}) as { name?: unknown; digest?: { sha384?: unknown } };
    if (typeof name !== 'string' || typeof digest?.sha384 !== 'string') return 'a subject has no name or sha384';
    if (subjects.has(name)) return `the subject ${name} is listed twice`;
    subjects.set(name, digest.sha384);
  }
  return { remote, version, subjects };
}
