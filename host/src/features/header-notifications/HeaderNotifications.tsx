import { memo, useEffect, useState } from 'react';
import { Link, useLocation } from '@beacon/react-router';

import { usePatchAccountData, type Account, type AccountDataPatch } from '@beacon/api';
import { paths } from '@beacon/platform';
import { sessionUserAtom, useAtomSnapshot } from '@beacon/session';

import styles from './header-notifications.module.css';
import { pickHeaderNotice, type HeaderNotice } from './pick-header-notice';

/** The notice marked as shown: the server wrote the intent and the possible own report; the member only marks them. */
function notifiedPatch(notice: HeaderNotice): AccountDataPatch {
  if (notice.kind === 'cross-sell') return { bg_crosssell_intent: { notified: true } };
  if (notice.kind === 'guardian-retarget') return { possible_customers_report: { notified: true } };
  return { self_search_notified: true };
}

/** The three timed header notifications of spec §4, each shown once and then marked notified. */
export const HeaderNotifications = memo(function HeaderNotifications({ account }: { account: Account }) {
  const { pathname } = useLocation();
  const user = useAtomSnapshot(sessionUserAtom);
  const patch = usePatchAccountData();
  const [shown, setShown] = useState<HeaderNotice | null>(null);
  const candidate = shown ? null : pickHeaderNotice(account, pathname, Date.now());
  const candidateKey = candidate ? `${candidate.kind}:${candidate.delayMs > 0 ? 'pending' : ''}` : null;

  useEffect(() => {
    if (!candidate) return undefined;
    const timer = setTimeout(() => {
      setShown(candidate);
      patch.mutate(notifiedPatch(candidate));
    }, candidate.delayMs);
    return () => clearTimeout(timer);
    // Re-arm only when a different notice becomes due, not on every render of the same account.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candidateKey]);

  if (!shown) return null;
  const dismiss = () => setShown(null);

  let text: string;
  let action: { label: string; to: string };
  if (shown.kind === 'cross-sell') {
    text = `Still looking into ${shown.firstName}? Get the full background report at a special price.`;
    action = { label: 'See My Offer', to: paths.purchasePersonSpecialOffer(String(account.id), shown.recordId) };
  } else if (shown.kind === 'guardian-retarget') {
    text = shown.hasGuardian
      ? 'Your report was found. Guardian can scan the Dark Web for your private data.'
      : 'Your report was found. Protect your personal data with Guardian.';
    action = shown.hasGuardian
      ? { label: 'Start Dark Web Scan', to: paths.guardianSetup }
      : { label: 'Protect My Data', to: paths.report(shown.recordId) };
  } else {
    const query = new URLSearchParams({ first: user?.firstName ?? '', last: user?.lastName ?? '', type: 'self' });
    text = 'See what public records say about you.';
    action = { label: 'Look Myself Up', to: `${paths.personSearch}?${query.toString()}` };
  }

  return (
    // a div: an <aside> may not take the status role (axe aria-allowed-role), and the notice is announced as one
    <div className={styles.notice} role="status" aria-live="polite" aria-label="Notification">
      <p>{text}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.dismiss} onClick={dismiss}>
          Dismiss
        </button>
        <Link className={styles.action} to={action.to} onClick={dismiss}>
          {action.label}
        </Link>
      </div>
    </div>
  );
});
