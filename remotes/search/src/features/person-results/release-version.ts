// Replaced at build time by tooling/webpack's DefinePlugin; absent under jest and in a plain TypeScript run.
declare const __BEACON_APP_VERSION__: string | undefined;

/** The release this build of the search remote was published as (shown so a rollout is visible). */
export function releaseVersion(): string {
  return typeof __BEACON_APP_VERSION__ === 'string' ? __BEACON_APP_VERSION__ : 'dev';
}
