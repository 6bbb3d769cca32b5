import { useEffect, useState } from 'react';
import { Link } from '@beacon/react-router';

import type { Account } from '@beacon/api';
import { BANNER_TRANSITION_OUT_MS, paths } from '@beacon/platform';

import styles from './finish-scan-banner.module.css';

/** Spec §4: only with Guardian held, a self member that has a status, and no dark web data added yet. */
export function shouldShowFinishScanBanner(account: Account, selfMemberStatus: string | null): boolean {
  return account.balances.guardian === null && Boolean(selfMemberStatus) && !account.data.dark_web_data_added;
}

type State = 'entering' | 'shown' | 'leaving' | 'gone';

/** On report pages: the "Setup Required" Guardian scan banner (spec §2.4). Slides in over 2 s, out over 0.5 s. */
export function FinishScanBanner({ account, selfMemberStatus }: { account: Account; selfMemberStatus: string | null }) {
  const [state, setState] = useState<State>('entering');

  useEffect(() => {
    const frame = requestAnimationFrame(() => setState((current) => (current === 'entering' ? 'shown' : current)));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (state !== 'leaving') return undefined;
    const timer = setTimeout(() => setState('gone'), BANNER_TRANSITION_OUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'gone' || !shouldShowFinishScanBanner(account, selfMemberStatus)) return null;
  return (
    <div className={styles.banner} data-state={state} role="region" aria-label="Setup Required">
      <span>
        <strong>Setup Required</strong> Finish your Guardian setup to see where your data is exposed.{' '}
        <Link to={paths.guardianSetupIdm}>Scan The Dark Web</Link>
      </span>
      <button type="button" className={styles.dismiss} onClick={() => setState('leaving')} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
