import { type InferType } from 'yup';

import { bool, int, listOf, nullableStr, shape, str } from './contract-fields';

// Personal data protection member (spec §3): id, firstName, lastName, isSelf, pointer, usageId, reportId, plus the
// status the finish-scan banner reads (spec §4). GET /me/personal-data-protection/members and PUT …/members/self.

export const protectionMemberResponseSchema = shape({
  id: int(),
  firstName: str(),
  lastName: str(),
  isSelf: bool(),
  pointer: nullableStr(),
  usageId: str(),
  reportId: nullableStr().meta({ description: 'the record id of the report this member is protected by' }),
  status: str().meta({ description: '`setup_required` until the first dark web scan' }),
});

export const protectionMembersResponseSchema = shape({ items: listOf(protectionMemberResponseSchema) });

export type ProtectionMemberResponse = InferType<typeof protectionMemberResponseSchema>;
