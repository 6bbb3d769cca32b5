import { object, string, type InferType } from 'yup';

import { messages } from './messages';
import { deferredSchema } from './deferred-schema';

// Letters, spaces, apostrophes, backticks and hyphens (spec §5).
export const NAME_PATTERN = /^[A-Za-z\s'`-]+$/;

export const personSearchSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    firstName: string().trim().required(messages.firstNameRequired).matches(NAME_PATTERN, messages.firstNameRequired),
    lastName: string().trim().required(messages.lastNameRequired).matches(NAME_PATTERN, messages.lastNameRequired),
    middleInitial: string().optional(),
    city: string().optional(),
    state: string().optional(),
    age: string().optional(),
  }),
);

export type PersonSearchInput = InferType<typeof personSearchSchema>;
