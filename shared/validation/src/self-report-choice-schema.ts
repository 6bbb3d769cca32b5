import { mixed, object, type InferType } from 'yup';

import { messages } from './messages';
import { deferredSchema } from './deferred-schema';

// "Confirm your selection" (spec §4, §5): one of self, none, relative is required.
export const SELF_REPORT_CHOICES = ['self', 'none', 'relative'] as const;

export const selfReportChoiceSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    choice: mixed<(typeof SELF_REPORT_CHOICES)[number]>()
      .oneOf(SELF_REPORT_CHOICES, messages.selfReportChoiceRequired)
      .required(messages.selfReportChoiceRequired),
  }),
);

export type SelfReportChoice = InferType<typeof selfReportChoiceSchema>;
