import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { fallbackTarget, markSwitched, reportFallback } from './fallback-registry';
import { describeReason, type LoadFailureClassification } from './load-failure-reason';

/** The error sent to POST /v1/errors when a member was moved from a broken canary (or pin) to stable. */
export class CanaryFallbackError extends Error {
  override name = 'CanaryFallbackError';
}

/** Sent to POST /v1/errors when the browser refused a remote's file for its integrity and nothing could replace it. */
export class RemoteIntegrityError extends Error {
  override name = 'RemoteIntegrityError';
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export interface FallbackPluginOptions {
  /** Why a load failed (integrity or network, issue 60); a fetch of the file again, in the browser. */
  classify?: (error: unknown) => Promise<LoadFailureClassification>;
}

/**
 * Finding the reason fetches and hashes the file again, which only a failed load needs: that code is a chunk of its
 * own (no bytes before the content, issue 19). Where even that chunk cannot load, the reason is unknown.
 */
function classifyInItsChunk(error: unknown): Promise<LoadFailureClassification> {
  return import(/* webpackChunkName: "classify-load-failure" */ './classify-load-failure').then(
    ({ classifyLoadFailure }) => classifyLoadFailure(error),
    (): LoadFailureClassification => ({ reason: 'unknown' }),
  );
}

/**
 * Federation runtime plugin: when a remote's canary (or QA-pinned) version fails to load, register its stable
 * version, report the failure and load again. Each failed load is retried once after the switch (several exposed
 * modules of one remote may fail at the same time); a stable version that fails too reaches the route's error
 * boundary. The report says why, integrity or network (classify-load-failure.ts); it goes when that is known, and the
 * switch to stable does not wait for it. A file of a stable version refused for its integrity is reported too.
 */
export function createFallbackPlugin(options: FallbackPluginOptions = {}): ModuleFederationRuntimePlugin {
  const classify = options.classify ?? classifyInItsChunk;
  const retrying = new Set<string>();
  const reportedRefusals = new Set<string>();

  const reportIfRefused = (remote: string, error: unknown) => {
    void classify(error).then((classification) => {
      if (classification.reason !== 'integrity' || !classification.url) return;
      if (reportedRefusals.has(classification.url)) return;
      reportedRefusals.add(classification.url);
      reportFallback(
        new RemoteIntegrityError(
          `${remote} failed to load (${describeReason(classification)}); no version to fall back to`,
        ),
      );
    });
  };

  return {
    name: 'beacon-canary-fallback',
    async errorLoadRemote(args) {
      // Only a failed loadRemote('<remote>/<exposed>') is retried; manifest failures ('afterResolve') reach it too.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = args.id.split('/')[0] ?? '';
      const target = fallbackTarget(remote);
      if (retrying.has(args.id) || !target) {
        reportIfRefused(remote, args.error);
        return undefined;
      }
      if (markSwitched(remote)) {
        console.warn(`[beacon] ${remote} ${target.chosenVersion} failed to load; using ${target.stableVersion}`);
        args.origin.registerRemotes([{ name: remote, entry: target.entry }], { force: true });
        const error = args.error;
        void classify(error).then((classification) =>
          reportFallback(
            new CanaryFallbackError(
              `${remote} ${target.chosenVersion} failed to load (${describeReason(classification)}; ${describe(error)}); fell back to stable ${target.stableVersion}`,
            ),
          ),
        );
      }
      retrying.add(args.id);
      try {
        return await args.origin.loadRemote(args.id);
      } finally {
        retrying.delete(args.id);
      }
    },
  };
}

// The host's webpack config names this file in `runtimePlugins`: its default export is the plugin factory.
export default createFallbackPlugin;
