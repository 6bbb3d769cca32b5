// The balance items and the entitlement rules of spec §6 are one definition in @beacon/validation, shared with the
// server; the session offers them to the apps next to the atoms that hold the member's balances.
export {
  BALANCE_ITEMS,
  entitlementsFrom,
  holdsItem,
  type BalanceItem,
  type Balances,
  type Entitlements,
} from '@beacon/validation';
