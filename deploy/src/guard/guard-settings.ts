import { DeployError } from '../deploy-error';
import { DEFAULT_GUARD_POLICY, type GuardPolicy } from './guard-analysis';

/** What `pnpm guard` and `pnpm start` run the release guard's controller with (README "Guarded rollouts"). */
export interface GuardSettings {
  /** the provider API that serves GET /v1/release-health/{remote} */
  apiUrl: string;
  /** the operator token of that endpoint (the server reads the same RELEASE_HEALTH_TOKEN) */
  token: string;
  /** how often every guarded rollout is judged */
  tickMs: number;
  /** figures the server read longer than this before a tick began are stale: the guard does nothing with them */
  staleMs: number;
  policy: GuardPolicy;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new DeployError(`${name} must be a whole number above 0`);
  return value;
}

export function guardSettings(env: NodeJS.ProcessEnv = process.env): GuardSettings {
  const token = env['RELEASE_HEALTH_TOKEN']?.trim();
  if (!token) throw new DeployError('The release guard needs RELEASE_HEALTH_TOKEN (the token the provider API checks)');
  const apiUrl = env['BEACON_API_URL'] || `http://127.0.0.1:${env['PORT'] || 4000}`;
  try {
    new URL(apiUrl);
  } catch {
    throw new DeployError(`BEACON_API_URL is not a URL: ${apiUrl}`);
  }
  const minViews = positive(env, 'BEACON_GUARD_MIN_VIEWS', DEFAULT_GUARD_POLICY.minViews);
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    token,
    tickMs: positive(env, 'BEACON_GUARD_TICK_MS', 5_000),
    staleMs: positive(env, 'BEACON_GUARD_STALE_MS', 15_000),
    // one knob for the minimum sample: API calls and vitals samples need as many as views
    policy: { ...DEFAULT_GUARD_POLICY, minViews, minApiRequests: minViews, minVitals: minViews },
  };
}
