import { type InferType } from 'yup';

import { bodyObject, scalarId } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// PUT /me/personal-data-protection/members/self (spec §4 "choosing self … may add or update a protection member"):
// the member's confirmed person record becomes their Guardian self member. Names and pointer come from the record
// on the server, never from the body.

export const selfProtectionMemberSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    recordId: scalarId(20).required('recordId is required'),
  }),
);

export type SelfProtectionMemberBody = InferType<typeof selfProtectionMemberSchema>;
