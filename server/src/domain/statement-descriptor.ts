// The name a member's card statement shows a Beacon charge under. The receipt e-mail quotes it so the member
// recognises the charge (an unrecognised one turns into a dispute), and the Stripe adapter sends it with every charge
// as the statement descriptor suffix (Stripe's rules: Latin letters, at most 22 characters, none of < > \ ' " *).
export const STATEMENT_DESCRIPTOR = 'BEACON MEMBER';
