// Shown in the header and on the contact page until the meta endpoint supplies it (spec §1: {phone}).
export const SUPPORT_PHONE = '(888) 555-0142';
