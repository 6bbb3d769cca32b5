import { optOutResponseSchema, type OptOutInput } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';

/** What POST /opt-outs takes: the contract's body. */
export type OptOutRequest = OptOutInput;

/** POST /opt-outs: public (app headers only). Mails a link that confirms the request (POST /opt-outs/confirm). */
export function postOptOut(request: OptOutRequest): Promise<{ message: string }> {
  return apiRequest('/opt-outs', {
    method: 'POST',
    body: request,
    skipSessionHandling: true,
    schema: optOutResponseSchema,
  });
}
