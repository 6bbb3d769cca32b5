import { NavLink } from 'react-router-dom';

import styles from './chrome.module.css';
import { productLinks } from './navigation-links';

export function TopNavigation() {
  return (
    <nav className={styles.topNav} aria-label="Products">
      <ul>
        {productLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
