import { contractHash } from '@beacon/validation/contract-hash';

/** Set by the production build (scripts/build-server.ts): the contract of the sources the bundle was built from. */
declare const BEACON_API_CONTRACT: string | undefined;

/**
 * The API contract this server speaks (issue 60): the SHA-256 of the shared request and response schemas, the same
 * one every app build records in its build-info.json. The compiled server carries the hash of the sources it was
 * built from; run from its sources (tsx), it hashes them.
 */
export function apiContract(): string {
  return typeof BEACON_API_CONTRACT === 'string' ? BEACON_API_CONTRACT : contractHash();
}
