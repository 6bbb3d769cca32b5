import { memo, useState } from 'react';
import { Link } from '@beacon/react-router';

import type { Account } from '@beacon/api';
import { paths } from '@beacon/platform';
import { TextPlaceholder } from '@beacon/ui';

import styles from './chrome.module.css';
import { DesktopNavigation } from './DesktopNavigation';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import { useSupportContact } from './use-support-contact';

export interface HeaderProps {
  showSearch: boolean;
  account: Account | undefined;
  onReportBug: () => void;
}

export const Header = memo(function Header({ showSearch, account, onReportBug }: HeaderProps) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const support = useSupportContact();
  // Closing menus also closes the search form (spec §4).
  const closeAll = () => {
    setSearchOpen(false);
    setMenuOpen(false);
  };

  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <Link to={paths.dashboard} className={styles.logo} onClick={closeAll}>
          Beacon
        </Link>
        {showSearch ? (
          <button
            type="button"
            className={styles.fauxSearch}
            aria-expanded={searchOpen}
            aria-controls="header-search"
            onClick={() => {
              setMenuOpen(false);
              setSearchOpen((open) => !open);
            }}
          >
            {searchOpen ? (
              'Enter criteria below'
            ) : (
              <>
                <span className={styles.fauxSearchLong}>Search by name, phone number, email address, or address</span>
                <span className={styles.fauxSearchShort}>Search</span>
              </>
            )}
          </button>
        ) : null}
        <a className={styles.phone} href={support.telHref}>
          <span className={styles.phoneDesktop}>{support.phone ?? <TextPlaceholder size="name" />}</span>
          <span className={styles.phoneMobile}>Friendly Member Care</span>
        </a>
        <DesktopNavigation account={account} onNavigate={closeAll} onReportBug={onReportBug} />
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => {
            setSearchOpen(false);
            setMenuOpen((open) => !open);
          }}
        >
          {menuOpen ? 'Close' : 'Menu'}
        </button>
      </div>
      {menuOpen ? <MobileMenu account={account} onNavigate={closeAll} onReportBug={onReportBug} /> : null}
      {showSearch ? <HeaderSearch open={searchOpen} onClose={() => setSearchOpen(false)} /> : null}
    </header>
  );
});
