import { Link } from '@beacon/react-router';

import type { Account } from '@beacon/api';
import { paths } from '@beacon/platform';

import { AccountMenuItems } from './AccountMenuItems';
import styles from './chrome.module.css';
import { DropdownMenu } from './DropdownMenu';
import { SupportMenuItems } from './SupportMenuItems';

export interface DesktopNavigationProps {
  account: Account | undefined;
  onNavigate: () => void;
  onReportBug: () => void;
}

export function DesktopNavigation({ account, onNavigate, onReportBug }: DesktopNavigationProps) {
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
            <AccountMenuItems
              account={account}
              onNavigate={() => {
                close();
                onNavigate();
              }}
            />
          )}
        </DropdownMenu>
        <DropdownMenu label="Support">
          {(close) => (
            <SupportMenuItems
              onNavigate={() => {
                close();
                onNavigate();
              }}
              onReportBug={onReportBug}
            />
          )}
        </DropdownMenu>
      </ul>
    </nav>
  );
}
