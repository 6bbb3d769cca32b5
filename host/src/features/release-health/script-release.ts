// Which remote release a script belongs to, from its URL: every file of a release is served under
// /remotes/<name>/<version>/ (remoteEntryUrl of @beacon/platform; the chunks load next to their remoteEntry.js,
// publicPath 'auto'), from this origin or a CDN's. An unhandled error or rejection is the remote's when its stack (or
// the error event's filename) points into such a path.

const RELEASE_PATH = /\/remotes\/([a-z][a-z0-9-]{0,39})\/([^/?#\s]+)\//;

export interface ScriptRelease {
  remote: string;
  version: string;
}

/** The release of the first script URL in `text` (a filename, or a stack: its first frame is where it was thrown). */
export function scriptRelease(text: string | undefined): ScriptRelease | undefined {
  if (!text) return undefined;
  const match = RELEASE_PATH.exec(text);
  const remote = match?.[1];
  const encoded = match?.[2];
  if (!remote || !encoded) return undefined;
  try {
    return { remote, version: decodeURIComponent(encoded) };
  } catch {
    return undefined;
  }
}
