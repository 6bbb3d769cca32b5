import { Link } from 'react-router-dom';

import { paths } from '@beacon/platform';

import styles from './chrome.module.css';
import { DropdownMenu } from './DropdownMenu';
import { accountMenuLinks, supportMenuLinks } from './navigation-links';

export function DesktopNavigation({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav className={styles.desktopNav} aria-label="Main">
      <ul className={styles.navList}>
        <li>
          <Link to={paths.dashboard} className={styles.navLink} onClick={onNavigate}>
            Home
          </Link>
        </li>
        <DropdownMenu label="Account">
          {(close) => (
            <>
              {accountMenuLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={() => {
                      close();
                      onNavigate();
                    }}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={paths.logout}>Log Out</Link>
              </li>
            </>
          )}
        </DropdownMenu>
        <DropdownMenu label="Support">
          {(close) =>
            supportMenuLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => {
                    close();
                    onNavigate();
                  }}
                >
                  {link.label}
                </Link>
              </li>
            ))
          }
        </DropdownMenu>
      </ul>
    </nav>
  );
}
