/** A remote's manifest, entry or chunk could not be loaded: a request failed, so reloading may help. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  readonly fromRequest = true;
  readonly remote: string;

  constructor(remote: string, cause: unknown) {
    super(`The ${remote} remote could not be loaded`, { cause });
    this.remote = remote;
  }
}
