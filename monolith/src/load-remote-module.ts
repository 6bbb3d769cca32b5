import type * as federated from '../../host/src/federation/load-remote-module';
import { createRemoteModuleCache } from '../../host/src/federation/remote-module-cache';
import { importExposed } from './expose-imports';

// Stands in for the host's module of the same name in the monolith build: the same cache, timeout and load errors
// (a chunk that fails to load still shows the route's reload screen), fed by direct imports instead of loadRemote.
const remoteModules = createRemoteModuleCache(importExposed);

// Every export of the host's module, with its type: a new export there fails typecheck here.
const standIn = {
  loadRemoteModule: remoteModules.load,
  forgetFailedRemoteLoads: remoteModules.forgetFailed,
} satisfies typeof federated;

export const { loadRemoteModule, forgetFailedRemoteLoads } = standIn;
