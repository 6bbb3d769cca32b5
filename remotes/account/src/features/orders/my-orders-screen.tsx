import { useState } from 'react';
import { Link } from '@beacon/react-router';

import { isApiError, useOrders, useRefundOrder, type Order } from '@beacon/api';
import { formatDisplayDate, formatMoney, paths, REFUND_RULE } from '@beacon/platform';
import { Modal, Page, TextPlaceholder } from '@beacon/ui';

import styles from '../../billing-ui/billing.module.css';
import { cardLabel } from '../../billing-ui/card-label';
import { Notice, type NoticeValue } from '../../billing-ui/Notice';

const STATUS_LABELS: Record<Order['status'], string> = {
  pending: 'Pending',
  completed: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** Where a refund goes: the card charged, named as everywhere, or the card on file for orders from before cards. */
const paidWith = (order: Order) => (order.payment ? `your ${cardLabel(order.payment)}` : 'the card you paid with');

// Default export: React.lazy loads this screen as its own chunk.
export default function MyOrdersScreen() {
  const orders = useOrders();
  const refund = useRefundOrder();
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  function confirmRefund() {
    if (!confirming) return;
    const order = confirming;
    setConfirming(null);
    setNotice(null);
    refund.mutate(order.id, {
      onSuccess: () =>
        setNotice({
          kind: 'done',
          text: `${order.product.name} was refunded: ${formatMoney(order.total)} goes back to ${paidWith(order)}.`,
        }),
      // a 409 says why in the member's words (already used, too old, not a one-time purchase)
      onError: (error) =>
        setNotice({
          kind: 'failed',
          text:
            isApiError(error) && error.statusCode === 409
              ? error.message
              : 'The refund could not be requested. Please try again.',
        }),
    });
  }

  return (
    <Page title="Order History" intro="Everything you have bought, newest first.">
      <div className={styles.stack}>
        <Notice notice={notice} />
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
          <>
            <table className={styles.table}>
              <caption className={styles.muted}>Amounts in US dollars</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Item</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">Paid with</th>
                  <th scope="col">Refund</th>
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
                    <td data-label="Status">{STATUS_LABELS[order.status]}</td>
                    <td data-label="Paid with">{order.payment ? cardLabel(order.payment) : 'Card on file'}</td>
                    <td data-label="Refund">
                      {order.refundable && order.status === 'completed' ? (
                        <button
                          type="button"
                          className={styles.linkButton}
                          disabled={refund.isPending}
                          onClick={() => {
                            setNotice(null);
                            setConfirming(order);
                          }}
                        >
                          Request a refund
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.muted}>{REFUND_RULE}</p>
          </>
        ) : null}
      </div>
      {confirming ? (
        <Modal
          title="Refund this purchase?"
          actionLabel={`Refund ${formatMoney(confirming.total)}`}
          onAction={confirmRefund}
          onClose={() => setConfirming(null)}
          cancelLabel="Keep my purchase"
        >
          <p>
            {formatMoney(confirming.total)} for {confirming.product.name} goes back to {paidWith(confirming)}, and{' '}
            {confirming.product.name} is removed from your account.
          </p>
        </Modal>
      ) : null}
    </Page>
  );
}
