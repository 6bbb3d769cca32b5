import { type InferType } from 'yup';

import { bool, dateTime, int, listOf, shape, str } from './contract-fields';

// Monitored person and location records (spec §3; issue 7 contract).

export const monitoredRecordResponseSchema = shape({
  id: int(),
  pointer: str(),
  usageId: str(),
  isArchived: bool(),
  created: dateTime(),
});

export const monitoredRecordsResponseSchema = shape({
  items: listOf(monitoredRecordResponseSchema).meta({ description: 'newest first, archived last' }),
});

export type MonitoredRecordResponse = InferType<typeof monitoredRecordResponseSchema>;
