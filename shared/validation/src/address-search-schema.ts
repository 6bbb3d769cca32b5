import { object, string, type InferType } from 'yup';

import { messages } from './messages';
import { deferredSchema } from './deferred-schema';

// Precedence of spec §5: the state/zip pair, then the zip, then the street. yup reports fields in declaration
// order when validating with abortEarly, so the pair's rule is attached to `zip` and `street` comes last.
export const addressSearchSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    state: string().optional(),
    zip: string()
      .optional()
      .test('state-or-zip', messages.zipOrStateRequired, function stateOrZip(zip) {
        const state = (this.parent as { state?: string }).state;
        if (state) return true;
        return typeof zip === 'string' && /^\d{5}$/.test(zip);
      }),
    city: string().optional(),
    street: string().trim().required(messages.streetRequired),
  }),
);

export type AddressSearchInput = InferType<typeof addressSearchSchema>;
