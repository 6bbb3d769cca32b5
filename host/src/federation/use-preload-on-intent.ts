import { useEffect } from 'react';

import { loadRemoteModule } from './load-remote-module';
import { remoteForPath } from '../routing/remote-prefixes';

/** The /dashboard path a link leads to, if the event happened on one of this site's links. */
function linkPath(target: EventTarget | null, origin: string): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href, origin);
  return url.origin === origin ? url.pathname : null;
}

/**
 * When a pointer rests on, or the keyboard focus reaches, a link to another remote's screen, that remote's entry
 * and routes module start loading: by the click they are usually in (issue 19). Loads are shared and cached by
 * loadRemoteModule, so hovering twice costs nothing, and a failed preload is tried again on navigation.
 */
export function usePreloadRemotesOnIntent(doc: Document = document): void {
  useEffect(() => {
    const origin = doc.location.origin;
    const preload = (event: Event) => {
      const path = linkPath(event.target, origin);
      const remote = path ? remoteForPath(path) : null;
      if (remote) loadRemoteModule(remote, 'routes').catch(() => undefined);
    };
    doc.addEventListener('pointerover', preload, { passive: true });
    doc.addEventListener('focusin', preload);
    return () => {
      doc.removeEventListener('pointerover', preload);
      doc.removeEventListener('focusin', preload);
    };
  }, [doc]);
}
