import { useState } from 'react';
import { Link } from '@beacon/react-router';

import { type Account, useEntitlements } from '@beacon/api';
import { linkTitleState, paths } from '@beacon/platform';
import { sessionUserAtom, useAtomSnapshot } from '@beacon/session';

import { AccountMenuItems } from './AccountMenuItems';
import { mobileLinks } from './mobile-links';
import styles from './chrome.module.css';
import { SupportMenuItems } from './SupportMenuItems';

type SubMenu = 'none' | 'support' | 'account';

export interface MobileMenuProps {
  account: Account | undefined;
  onNavigate: () => void;
  onReportBug: () => void;
}

/** The mobile menu of spec §2.3, with its Account and Support sub-menus (one open at a time). */
export function MobileMenu({ account, onNavigate, onReportBug }: MobileMenuProps) {
  const user = useAtomSnapshot(sessionUserAtom);
  const entitlements = useEntitlements();
  const [subMenu, setSubMenu] = useState<SubMenu>('none');
  const toggle = (menu: SubMenu) => setSubMenu((current) => (current === menu ? 'none' : menu));

  const links = mobileLinks(entitlements);

  return (
    <nav id="mobile-menu" aria-label="Mobile" className={styles.mobileMenu}>
      <div className={styles.mobileMember}>
        <strong>{user ? `${user.firstName} ${user.lastName}` : ''}</strong>
        <Link to={paths.logout} onClick={onNavigate}>
          Log Out
        </Link>
      </div>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} state={linkTitleState(link.label)} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" aria-expanded={subMenu === 'account'} onClick={() => toggle('account')}>
            Account
          </button>
          {subMenu === 'account' ? (
            <ul>
              <AccountMenuItems account={account} onNavigate={onNavigate} />
            </ul>
          ) : null}
        </li>
        <li>
          <button type="button" aria-expanded={subMenu === 'support'} onClick={() => toggle('support')}>
            Support
          </button>
          {subMenu === 'support' ? (
            <ul>
              <SupportMenuItems onNavigate={onNavigate} onReportBug={onReportBug} />
            </ul>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
