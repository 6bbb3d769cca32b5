import { useState } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@beacon/platform';

import styles from './chrome.module.css';
import { DesktopNavigation } from './DesktopNavigation';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import { SUPPORT_PHONE } from './support-contact';

export function Header({ showSearch }: { showSearch: boolean }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
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
            onClick={() => setSearchOpen((open) => !open)}
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
        <a className={styles.phone} href={`tel:${SUPPORT_PHONE.replace(/\D/g, '')}`}>
          <span className={styles.phoneDesktop}>{SUPPORT_PHONE}</span>
          <span className={styles.phoneMobile}>Friendly Member Care</span>
        </a>
        <DesktopNavigation onNavigate={closeAll} />
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
      {menuOpen ? <MobileMenu onNavigate={closeAll} /> : null}
      {showSearch ? <HeaderSearch open={searchOpen} onClose={() => setSearchOpen(false)} /> : null}
    </header>
  );
}
