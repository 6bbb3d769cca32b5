import { Link } from '@beacon/react-router';

import { supportMenuLinks } from './navigation-links';

/** Support menu (spec §2.3): FAQs, Contact Us, Need Help?, Found a Bug? (the bug-report modal). */
export function SupportMenuItems({ onNavigate, onReportBug }: { onNavigate: () => void; onReportBug: () => void }) {
  return (
    <>
      {supportMenuLinks.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => {
            onNavigate();
            onReportBug();
          }}
        >
          Found a Bug?
        </button>
      </li>
    </>
  );
}
