// Spec §5: the six bug issue types, "other" by default.
export const ISSUE_TYPES = [
  { value: 'other', label: 'Other' },
  { value: 'billing', label: 'Billing' },
  { value: 'pdf-report', label: 'PDF report' },
  { value: 'upgrading-report', label: 'Upgrading a report' },
  { value: 'incorrect-or-missing-data', label: 'Incorrect or missing data' },
  { value: 'account-activation', label: 'Account activation' },
] as const;

export type IssueType = (typeof ISSUE_TYPES)[number]['value'];
