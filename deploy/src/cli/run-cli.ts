import { DeployError } from '../deploy-error';

/** Runs a deploy command: an operator's mistake prints its message (no stack) and exits 1. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

/** A usage error: prints the usage line and exits 2. */
export function usage(line: string): never {
  console.error(`Usage: ${line}`);
  process.exit(2);
}
