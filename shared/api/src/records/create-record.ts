import { memberRecordResponseSchema, type CreateRecordBody, type RecordType } from '@beacon/validation';

import { apiRequest, isApiError } from '@beacon/api/client';

export type { RecordType };

/** What POST /me/records takes: the contract's body (person and location: a pointer; phone; email). */
export type CreateRecordInput = CreateRecordBody;

export interface CreatedRecord {
  recordId: string;
  /** The member already had this record (409): its id comes from the Location header. */
  existed: boolean;
}

/** POST /me/records. A 409 means the record exists: the last segment of `Location` is its id (spec §7, §8). */
export async function createRecord(input: CreateRecordInput): Promise<CreatedRecord> {
  try {
    const created = await apiRequest('/me/records', {
      method: 'POST',
      body: input,
      schema: memberRecordResponseSchema,
    });
    return { recordId: String(created.recordId), existed: false };
  } catch (error) {
    const location = isApiError(error) && error.statusCode === 409 ? error.headers['location'] : undefined;
    const existing = location?.split('/').filter(Boolean).pop();
    if (existing) return { recordId: decodeURIComponent(existing), existed: true };
    throw error;
  }
}
