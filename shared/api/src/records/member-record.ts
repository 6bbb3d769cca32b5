import type { RecordCardData } from '@beacon/validation';

// A member's record as GET/PATCH /me/records return it: the contract's `memberRecordResponseSchema` (spec §3 Record).
export type { MemberRecord, RecordCardData, RecordDate } from '@beacon/validation';

/** The name on a record card (person records; phone and email ones when the data set knows the holder). */
export type RecordPersonName = NonNullable<RecordCardData['name']>;
