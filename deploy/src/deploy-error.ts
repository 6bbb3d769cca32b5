/** A problem the operator can fix (printed without a stack trace by the CLI). */
export class DeployError extends Error {
  override name = 'DeployError';
}

export class ReleaseExistsError extends DeployError {
  override name = 'ReleaseExistsError';

  constructor(app: string, version: string) {
    super(`${app} ${version} is already published and releases are immutable: publish it under a new version`);
  }
}
