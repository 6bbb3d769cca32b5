import type { RecordType } from '@beacon/validation';

import { apiRequest } from '../api-client';
import { isApiError } from '../api-error';

export type { RecordType };

export interface CreateRecordInput {
  type: RecordType;
  data: Record<string, unknown>;
}

export interface CreatedRecord {
  recordId: string;
  /** The member already had this record (409): its id comes from the Location header. */
  existed: boolean;
}

/** POST /me/records. A 409 means the record exists: the last segment of `Location` is its id (spec §7, §8). */
export async function createRecord(input: CreateRecordInput): Promise<CreatedRecord> {
  try {
    const created = await apiRequest<{ recordId?: string | number; id?: unknown }>('/me/records', {
      method: 'POST',
      body: input,
    });
    const recordId = created.recordId ?? (Array.isArray(created.id) ? created.id[2] : created.id);
    return { recordId: String(recordId), existed: false };
  } catch (error) {
    const location = isApiError(error) && error.statusCode === 409 ? error.headers['location'] : undefined;
    const existing = location?.split('/').filter(Boolean).pop();
    if (existing) return { recordId: decodeURIComponent(existing), existed: true };
    throw error;
  }
}
