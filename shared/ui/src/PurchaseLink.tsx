import type { ReactNode } from 'react';
import { Link } from '@beacon/react-router';

import { paths } from '@beacon/platform';

import { useCurrentPath, type PurchaseState } from './use-purchase-redirect';

export interface PurchaseLinkProps {
  purchase: PurchaseState;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A link to the purchase page for an offer the member chose to look at (a promotion, a product screen without the
 * product): the same navigation state as a 402's redirect, coming back to this page unless `returnTo` says otherwise.
 */
export function PurchaseLink({ purchase, className, onClick, children }: PurchaseLinkProps) {
  const here = useCurrentPath();
  return (
    <Link to={paths.purchase} state={{ returnTo: here, ...purchase }} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
