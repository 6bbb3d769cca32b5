import type { RecordListResponse } from '@beacon/validation';

// A member's list of records (spec §3 "record list with items"), as GET /me/lists returns it.
export type RecordList = RecordListResponse;
export type RecordListItem = RecordList['items'][number];
