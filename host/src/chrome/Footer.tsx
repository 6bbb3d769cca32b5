import { Link } from 'react-router-dom';

import { SUPPORT_HOURS, paths } from '@beacon/platform';

import styles from './chrome.module.css';
import { accountMenuLinks, supportMenuLinks } from './navigation-links';
import { SUPPORT_PHONE } from './support-contact';

const monitoringLinks = [
  { label: 'Dark Web Monitoring', to: paths.darkWeb },
  { label: 'Sex Offender Watch', to: paths.sexOffenderMonitoring },
  { label: 'Report Monitoring', to: paths.dataMonitoring },
];

export function Footer({ full }: { full: boolean }) {
  const columns = [
    { title: 'Monitoring', links: monitoringLinks },
    { title: 'Account', links: accountMenuLinks },
    { title: 'Support', links: supportMenuLinks },
  ];
  return (
    <footer className={styles.footer}>
      {full ? (
        <div className={styles.footerColumns}>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2>Contact</h2>
            <p>{SUPPORT_PHONE}</p>
            <p>{SUPPORT_HOURS}</p>
          </div>
        </div>
      ) : null}
      <p className={styles.footerNotice}>
        Beacon data may not be used for credit, employment, insurance or tenant decisions.{' '}
        <Link to={paths.termsOfUse}>Terms of Use</Link> · <Link to={paths.privacyPolicy}>Privacy Policy</Link> ·{' '}
        <Link to={paths.optOut}>Opt Out</Link>
      </p>
      <p className={styles.footerNotice}>© {new Date().getFullYear()} Beacon</p>
    </footer>
  );
}
