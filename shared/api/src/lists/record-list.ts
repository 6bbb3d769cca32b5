import type { RecordType } from '../records/create-record';

// A member's list of records (spec §3 "record list with items"), as GET /me/lists returns it.

export interface RecordListItem {
  type: RecordType;
  recordId: number;
}

export interface RecordList {
  id: number;
  name: string;
  items: RecordListItem[];
  created: string;
}
