import { Link } from 'react-router-dom';

import { paths } from '@beacon/platform';

import styles from './chrome.module.css';
import { accountMenuLinks, productLinks, supportMenuLinks } from './navigation-links';

export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const links = [{ label: 'Home', to: paths.dashboard }, ...productLinks, ...accountMenuLinks, ...supportMenuLinks];
  return (
    <nav id="mobile-menu" aria-label="Mobile" className={styles.card}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.logout}>Log Out</Link>
        </li>
      </ul>
    </nav>
  );
}
