import { Link } from '@beacon/react-router';

import { useAccount } from '@beacon/api';
import { paths } from '@beacon/platform';
import { Page, TextPlaceholder } from '@beacon/ui';

import styles from '../../billing-ui/billing.module.css';

const SETTINGS = [
  { to: paths.myProfile, label: 'Personal Settings', about: 'Your name, e-mail address and password.' },
  { to: paths.yourReport, label: 'My Report', about: 'The report you confirmed as your own.' },
  { to: paths.subscriptions, label: 'Membership Settings', about: 'Your subscriptions: renew, cancel or reactivate.' },
  { to: paths.myOrders, label: 'Order History', about: 'Everything you have bought.' },
  { to: paths.myBilling, label: 'Payment Settings', about: 'Your saved cards.' },
];

// Default export: React.lazy loads this screen as its own chunk.
export default function AccountScreen() {
  const account = useAccount();
  return (
    <Page title="Account" intro="Your personal, membership and payment settings.">
      <div className={styles.stack}>
        {account.isPending ? <TextPlaceholder size="sentence" /> : null}
        {account.isError ? (
          <p className={styles.error} role="alert">
            Your account could not be loaded. Please try again.
          </p>
        ) : null}
        {account.data ? (
          <dl className={styles.item}>
            <div className={styles.itemBody}>
              <dt className={styles.muted}>Name</dt>
              <dd>
                {account.data.first_name} {account.data.last_name}
              </dd>
            </div>
            <div className={styles.itemBody}>
              <dt className={styles.muted}>E-mail</dt>
              <dd>{account.data.email}</dd>
            </div>
            <div className={styles.itemBody}>
              <dt className={styles.muted}>Member ID</dt>
              <dd>{account.data.id}</dd>
            </div>
            <div className={styles.itemBody}>
              <dt className={styles.muted}>PIN</dt>
              <dd>{account.data.pin ?? 'None'}</dd>
            </div>
          </dl>
        ) : null}
        <ul className={styles.list} aria-label="Settings">
          {SETTINGS.map((setting) => (
            <li key={setting.to} className={styles.item}>
              <div className={styles.itemBody}>
                <Link to={setting.to}>{setting.label}</Link>
                <span className={styles.muted}>{setting.about}</span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
