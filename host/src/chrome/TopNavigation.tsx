import { memo } from 'react';
import { useSetAtom } from 'jotai';
import { NavLink } from '@beacon/react-router';

import { useEntitlements, type Account } from '@beacon/api';
import { linkTitleState } from '@beacon/platform';
import { sessionUserAtom, showSearchYourselfModalAtom, useAtomSnapshot } from '@beacon/session';
import { TextPlaceholder } from '@beacon/ui';

import styles from './chrome.module.css';
import { productLinks } from './product-links';

/** Products the member holds (spec §2.3, §6); a placeholder loader until the account is known. */
export const TopNavigation = memo(function TopNavigation({ account }: { account: Account | undefined }) {
  const entitlements = useEntitlements();
  const user = useAtomSnapshot(sessionUserAtom);
  const openSearchYourself = useSetAtom(showSearchYourselfModalAtom);
  return (
    <nav className={styles.topNav} aria-label="Products" aria-busy={!account}>
      <ul>
        {account
          ? productLinks(entitlements, account, user).map((link) => (
              <li key={link.label}>
                {link.opensSearchYourself ? (
                  <button type="button" className={styles.navButton} onClick={() => openSearchYourself(true)}>
                    {link.label}
                  </button>
                ) : (
                  // the page it opens is titled with these words (one page has other words in the mobile menu)
                  <NavLink to={link.to} state={linkTitleState(link.label)}>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))
          : [0, 1, 2].map((index) => (
              <li key={index}>
                <TextPlaceholder size="word" />
              </li>
            ))}
      </ul>
    </nav>
  );
});
