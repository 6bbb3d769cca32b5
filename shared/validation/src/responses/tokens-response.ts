import { type InferType } from 'yup';

import { shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// POST /v1/authenticate and /v1/refresh-token.
export const tokenPairResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    accessToken: str().meta({ description: 'JWT (HS256), 15 minutes; claims sub, firstName, lastName, sid' }),
    refreshToken: str().meta({ description: 'single use: every refresh returns a new one' }),
  }),
);

export type TokenPairResponse = InferType<typeof tokenPairResponseSchema>;
