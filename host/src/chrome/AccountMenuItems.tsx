import { Link } from '@beacon/react-router';

import type { Account } from '@beacon/api';
import { paths } from '@beacon/platform';

import { accountMenuLinks } from './navigation-links';

/** Account menu (spec §2.3): settings links, Member ID, Account Pin if present, Log Out. */
export function AccountMenuItems({ account, onNavigate }: { account: Account | undefined; onNavigate: () => void }) {
  return (
    <>
      {accountMenuLinks.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
      {account ? <li>Member ID: {account.id}</li> : null}
      {account?.pin ? <li>Account Pin: {account.pin}</li> : null}
      <li>
        <Link to={paths.logout} onClick={onNavigate}>
          Log Out
        </Link>
      </li>
    </>
  );
}
