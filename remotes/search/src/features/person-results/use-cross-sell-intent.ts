import { useCallback, useEffect, useRef } from 'react';

import { useEntitlements, useSendCrossSellIntent } from '@beacon/api';
import { paths } from '@beacon/platform';

/**
 * The signal behind the cross-sell header notice (spec §4, issue 56 point 3): a member who holds person reports (but
 * not premium ones) looked at a person in these results and left the results without opening anyone's report. The
 * person is the one the member looked at first, the best match of the page. Returns what opening a report calls.
 */
export function useCrossSellIntent(pointer: string | undefined): () => void {
  const { holds } = useEntitlements();
  const send = useSendCrossSellIntent();
  const latest = useRef({ pointer, offered: false, opened: false, send });
  latest.current.pointer = pointer;
  latest.current.offered = holds.person_report && !holds.premium_person_report;
  latest.current.send = send;

  useEffect(
    () => () => {
      const { pointer: looked, offered, opened, send: sendIntent } = latest.current;
      // Only a real leave counts: React's development double mount unmounts once while the member is still here.
      if (window.location.pathname.startsWith(paths.personSearch)) return;
      if (looked && offered && !opened) void sendIntent({ pointer: looked });
    },
    [],
  );

  return useCallback(() => {
    latest.current.opened = true;
  }, []);
}
