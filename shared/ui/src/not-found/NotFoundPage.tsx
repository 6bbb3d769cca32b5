import { Link } from '@beacon/react-router';

import { paths } from '@beacon/platform';

import { Page } from '../Page';
import styles from './not-found.module.css';

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_INTRO = "We couldn't find the page you were looking for.";

/** Where a member can go on from a page that does not exist (issue 56): the pages a lost visitor most likely wanted. */
export const NOT_FOUND_LINKS: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Home', to: paths.dashboard },
  { label: 'Search public records', to: paths.personSearch },
  { label: 'My reports', to: `${paths.reports}/` },
  { label: 'Need Help?', to: paths.help },
  { label: 'FAQs', to: paths.faqs },
];

// Default export: React.lazy loads this page as its own chunk (NotFoundScreen), the same one for the host's routes and
// for a remote's screen that finds nothing to show.
export default function NotFoundPage() {
  return (
    <Page title={NOT_FOUND_TITLE} intro={NOT_FOUND_INTRO}>
      <nav aria-label="Where to go from here">
        <ul className={styles.links}>
          {NOT_FOUND_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
