import { optOutResponseSchema } from '@beacon/validation';

import { apiRequest } from '../api-client';

export interface OptOutRequest {
  firstName: string;
  lastName: string;
  email: string;
  dob?: string;
  pointer?: string;
}

/** POST /opt-outs: public (app headers only). Mails a link that confirms the request (POST /opt-outs/confirm). */
export function postOptOut(request: OptOutRequest): Promise<{ message: string }> {
  return apiRequest('/opt-outs', {
    method: 'POST',
    body: request,
    skipSessionHandling: true,
    schema: optOutResponseSchema,
  });
}
