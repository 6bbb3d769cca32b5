// A configuration the server refuses to start with; its message names the variable and what it must be.

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The environment as read: process.env, or a test's object. */
export type Env = Record<string, string | undefined>;
