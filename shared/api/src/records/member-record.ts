import type { RecordType } from './create-record';
import type { Address, DateParts, DateRange } from './record-report-types';

// A member's record as GET/PATCH /me/records return it (server/src/dto/records.ts, spec §3 Record).

export interface RecordPersonName {
  first: string;
  middle: string | null;
  last: string;
}

/** A date as records carry it: a day, or a range (spec §3 "each a date or a date_range"). */
export interface RecordDate {
  date?: DateParts | null;
  date_range?: DateRange | null;
}

/** The display data of a record card, a snapshot taken when the record was created; which keys exist depends on the type. */
export interface RecordCardData {
  /** person; phone and email: the person the data set has for the number or address, when there is one */
  name?: RecordPersonName;
  location?: { address?: { street?: string; city?: string; state?: string } };
  dobs?: RecordDate[];
  dods?: RecordDate[];
  phone?: { number: string };
  email?: { address: string };
  /** location */
  address?: Address;
  pointer?: string;
}

export interface MemberRecord {
  /** [member id, type, record id] */
  id: [number | string, RecordType, number | string];
  recordId: number;
  /** the id of the record's report calls (layout) */
  reportId: string;
  type: RecordType;
  pointer: string | null;
  data: RecordCardData;
  isArchived: boolean;
  isPremium: boolean;
  /** monitoring usage ids by product: a record with any is protected ("Activated") */
  usageIds: Record<string, string>;
  created: string;
  updated: string;
}
