import { memo } from 'react';
import { Link } from '@beacon/react-router';

import { useMeta } from '@beacon/api';
import { paths } from '@beacon/platform';

import styles from './chrome.module.css';
import { accountMenuLinks, supportMenuLinks } from './navigation-links';
import { StoreButtons, StoreTrademarks } from './StoreButtons';
import { useAfterFirstScreen } from './use-after-first-screen';
import { useStoreLinks } from './use-store-links';
import { useSupportContact } from './use-support-contact';

const monitoringLinks = [
  { label: 'Dark Web Monitoring', to: paths.darkWeb },
  { label: 'Sex Offender Watch', to: paths.sexOffenderMonitoring },
  { label: 'Report Monitoring', to: paths.dataMonitoring },
];

const SOCIAL = [
  { key: 'social.facebook', label: 'Facebook' },
  { key: 'social.x', label: 'X' },
  { key: 'social.instagram', label: 'Instagram' },
] as const;

function SocialLink({ metaKey, label }: { metaKey: string; label: string }) {
  // below the first screen: asked for once it has shown
  const url = useMeta(metaKey, { enabled: useAfterFirstScreen() });
  return typeof url.data === 'string' ? (
    <li>
      <a href={url.data} target="_blank" rel="noreferrer noopener">
        {label}
      </a>
    </li>
  ) : null;
}

/** Full footer (compact on mobile and on Guardian online-protection pages), spec §2.3. */
export const Footer = memo(function Footer({ full }: { full: boolean }) {
  const support = useSupportContact();
  const storeLinks = useStoreLinks();
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
            {support.phone ? <p>{support.phone}</p> : null}
            <p>{support.hours}</p>
            {storeLinks ? <StoreButtons links={storeLinks} /> : null}
            <ul aria-label="Social">
              {SOCIAL.map((social) => (
                <SocialLink key={social.key} metaKey={social.key} label={social.label} />
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <p className={styles.footerNotice}>
        Beacon data may not be used for credit, employment, insurance or tenant decisions.{' '}
        <Link to={paths.termsOfUse}>Terms of Use</Link> · <Link to={paths.privacyPolicy}>Privacy Policy</Link> ·{' '}
        <Link to={paths.optOut}>Opt Out</Link> · <Link to={paths.removalResults}>Removal results</Link>
      </p>
      {full && storeLinks ? <StoreTrademarks links={storeLinks} /> : null}
      <p className={styles.footerNotice}>© {new Date().getFullYear()} Beacon</p>
    </footer>
  );
});
