import { useOrders } from '@beacon/api';
import { formatDisplayDate, formatMoney, paths } from '@beacon/platform';
import { Page, TextPlaceholder } from '@beacon/ui';
import { Link } from '@beacon/react-router';

import styles from '../../billing-ui/billing.module.css';
import { cardLabel } from '../../billing-ui/card-label';

const STATUS_LABELS: Record<string, string> = { completed: 'Paid', refunded: 'Refunded', failed: 'Failed' };

// Default export: React.lazy loads this screen as its own chunk.
export default function MyOrdersScreen() {
  const orders = useOrders();
  return (
    <Page title="Order History" intro="Everything you have bought, newest first.">
      <div className={styles.stack}>
        {orders.isPending ? (
          <div aria-busy="true" aria-label="Loading your orders">
            <TextPlaceholder size="sentence" />
            <TextPlaceholder size="sentence" />
          </div>
        ) : null}
        {orders.isError ? (
          <p className={styles.error} role="alert">
            Your orders could not be loaded. Please try again.
          </p>
        ) : null}
        {orders.data && orders.data.length === 0 ? (
          <div>
            <p>You have no orders yet.</p>
            <p>
              <Link to={paths.purchase}>See what you can add to your membership</Link>
            </p>
          </div>
        ) : null}
        {orders.data && orders.data.length > 0 ? (
          <table className={styles.table}>
            <caption className={styles.muted}>Amounts in US dollars</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Item</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Paid with</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.id}>
                  <td data-label="Date">{formatDisplayDate(order.created.slice(0, 10))}</td>
                  <td data-label="Item">
                    {order.product.name}
                    {order.quantity > 1 ? ` × ${order.quantity}` : ''}
                  </td>
                  <td data-label="Amount">{formatMoney(order.total)}</td>
                  <td data-label="Status">{STATUS_LABELS[order.status] ?? order.status}</td>
                  <td data-label="Paid with">{order.payment ? cardLabel(order.payment) : 'Card on file'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </Page>
  );
}
