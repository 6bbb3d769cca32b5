import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import { isMapStyleUrl, type PlatformSettings } from './federation-manifest';

// Platform settings arrive with /federation.json at boot. This module is a federation singleton, so the values
// the host applies here are the ones every remote reads.
let current: PlatformSettings = { chunkLoadTimeoutMs: CHUNK_LOAD_TIMEOUT_MS };

export function configurePlatform(settings: Partial<PlatformSettings> | undefined): void {
  if (!settings) return;
  const timeout = settings.chunkLoadTimeoutMs;
  if (typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0) {
    current = { ...current, chunkLoadTimeoutMs: timeout };
  }
  const autocomplete = settings.thirdPartyAutocomplete;
  if (autocomplete && typeof autocomplete.baseUrl === 'string' && typeof autocomplete.authId === 'string') {
    current = { ...current, thirdPartyAutocomplete: { baseUrl: autocomplete.baseUrl, authId: autocomplete.authId } };
  }
  if (isMapStyleUrl(settings.mapStyleUrl)) current = { ...current, mapStyleUrl: settings.mapStyleUrl };
}

export function platformSettings(): PlatformSettings {
  return current;
}
