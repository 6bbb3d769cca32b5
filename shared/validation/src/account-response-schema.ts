import { boolean, mixed, number, object, string, type InferType } from 'yup';

// GET /me as the app reads it (spec §3). Unknown extra fields are kept; the fields the app relies on are checked.
const balance = number().nullable().defined();

export const accountResponseSchema = object({
  id: mixed<string | number>()
    .required()
    .test('id', 'id must be a string or a number', (value) => typeof value === 'string' || typeof value === 'number'),
  email: string().required(),
  pin: string().nullable().default(null),
  first_name: string().required(),
  last_name: string().required(),
  hide_self_search_prompt_test: boolean().default(false),
  balances: object({
    person_report: balance,
    premium_person_report: balance,
    guardian: balance,
    guardian_family_addon: balance,
    dark_web_monitoring: balance,
    identity_monitoring: balance,
    data_monitoring: balance,
  }).required(),
  data: object({
    bg_crosssell_intent: object({
      first_name: string().required(),
      record_id: mixed<string | number>().required(),
      timestamp: number().required(),
      notified: boolean().default(false),
    })
      .nullable()
      .default(null),
    customers_report: object({ record_id: mixed<string | number>().required(), pointer: string().defined() })
      .nullable()
      .default(null),
    possible_customers_report: object({
      record_id: mixed<string | number>().required(),
      report_id: mixed<string | number>().defined(),
      notified: boolean().default(false),
    })
      .nullable()
      .default(null),
    self_search_notified: boolean().default(false),
    dark_web_data_added: boolean().default(false),
  }).default({}),
});

export type AccountResponse = InferType<typeof accountResponseSchema>;
