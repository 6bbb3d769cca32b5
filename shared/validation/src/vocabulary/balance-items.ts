// The balance items of spec §3: one per product a member can hold, in the order the account shows them. A balance of
// null means the member holds the item (unlimited while the subscription lasts); a number is what is left of it.
export const BALANCE_ITEMS = [
  'person_report',
  'premium_person_report',
  'guardian',
  'guardian_family_addon',
  'dark_web_monitoring',
  'identity_monitoring',
  'data_monitoring',
] as const;

export type BalanceItem = (typeof BALANCE_ITEMS)[number];

export type Balances = Partial<Record<BalanceItem, number | null>>;
