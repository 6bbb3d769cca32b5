// Why a member cancels (PATCH /me/subscriptions/{id} `reason`): the choices of the Membership Settings form, one
// definition for the form and the reports read from the stored reasons.
export const CANCEL_REASONS = [
  { value: 'too_expensive', label: 'It costs too much' },
  { value: 'found_what_i_needed', label: 'I found what I was looking for' },
  { value: 'not_using', label: "I don't use it enough" },
  { value: 'data_inaccurate', label: "The information wasn't accurate enough" },
  { value: 'privacy', label: 'Privacy concerns' },
  { value: 'other', label: 'Another reason' },
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number]['value'];
