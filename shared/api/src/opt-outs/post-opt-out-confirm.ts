import { optOutConfirmResponseSchema } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';

/** POST /opt-outs/confirm: the token of the e-mailed link; answers 410 when the link expired or was used. */
export function postOptOutConfirm(token: string): Promise<{ message: string }> {
  return apiRequest('/opt-outs/confirm', {
    method: 'POST',
    body: { token },
    skipSessionHandling: true,
    schema: optOutConfirmResponseSchema,
  });
}
