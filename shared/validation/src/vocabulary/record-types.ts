// What a member's record is about (spec §3): a person, a phone number, an e-mail address or a location.
export const RECORD_TYPES = ['person', 'phone', 'email', 'location'] as const;

export type RecordType = (typeof RECORD_TYPES)[number];
