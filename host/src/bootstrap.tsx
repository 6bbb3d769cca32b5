import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { holdRequestsUntil, nextTask, reportClientError, throwScreenQueryWhenUnavailable } from '@beacon/api';
import { configurePlatform } from '@beacon/platform';
import { connectSessionStore, deviceId, resumeSession } from '@beacon/session';

import { App } from './App';
import { firstScreenGate } from './chrome/use-after-first-screen';
import { shareDeviceIdWithEdge } from './federation/device-cookie';
import { loadFederationManifest } from './federation/load-federation-manifest';
import { startReleaseHealth } from './features/release-health/release-health';
import {
  manifestForDevice,
  readPinnedVersions,
  recordSessionReleaseSet,
  registerFederatedRemotes,
} from './federation/register-remotes';
import { prefetchRouteData } from './remote-outlet/prefetch-route-data';
import { firstScreenPaint } from './start-up/first-screen-paint';
import './global.css';

/** How long the API's requests wait for the first screen's paint at most. */
const FIRST_PAINT_WAIT_MS = 1_000;

async function start() {
  // The shared libraries' and the app's modules have just run, in the task that loaded the last of them (100–150 ms at
  // Lighthouse's 4× CPU). The start-up's own work comes in the next task, so that the page does not start with one long
  // task of both (issue 19, total blocking time).
  await nextTask();
  const pins = readPinnedVersions(window.location.search);
  const manifest = await loadFederationManifest(pins);
  const device = deviceId();
  shareDeviceIdWithEdge(device);
  if (manifest) {
    configurePlatform(manifest.settings);
    registerFederatedRemotes(manifest, device, pins);
    // the versions this session runs, kept by the edge on the next page loads (issue 60), once the first screen shows
    const recordSet = () => void recordSessionReleaseSet();
    if (firstScreenGate.reached()) recordSet();
    else firstScreenGate.subscribe(recordSet);
    // per-version health of the remotes as this browser sees them, for the release guard (issue 60)
    startReleaseHealth({ manifest: manifestForDevice(manifest, device), deviceId: device, pins });
  } else {
    // Without a manifest no remote can load: their routes show the error screen, the chrome still works.
    console.error('[beacon] /federation.json could not be loaded');
  }

  // The first screen paints before its data's answers are handled (see first-screen-paint.ts for why).
  const firstPaint = firstScreenPaint({ timeoutMs: FIRST_PAINT_WAIT_MS });
  holdRequestsUntil(firstPaint.painted);

  const store = createStore();
  connectSessionStore(store);
  const member = resumeSession();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, throwOnError: throwScreenQueryWhenUnavailable } },
  });
  // signed out, the route sends the visitor to Sign In: nothing to ask for
  if (member) void prefetchRouteData(queryClient);
  firstScreenGate.awaitQueriesOf(queryClient);
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition, so React renders the first screen in slices that yield to the browser (about 5 ms each) instead
  // of one task of 100–300 ms on a mid-range phone: input stays responsive while the app starts (issue 19,
  // Lighthouse's total blocking time).
  startTransition(() =>
    root.render(<App queryClient={queryClient} store={store} onFirstCommit={firstPaint.committed} />),
  );
}

void start();
