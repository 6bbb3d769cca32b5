import { useMutation } from '@tanstack/react-query';

import { contactMessageResponseSchema, type ContactMessageInput } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';

/** POST /support/messages: the Contact Us form; answers with the message's reference number. */
export function postContactMessage(message: ContactMessageInput) {
  return apiRequest('/support/messages', { method: 'POST', body: message, schema: contactMessageResponseSchema });
}

export function usePostContactMessage() {
  return useMutation({ mutationFn: postContactMessage });
}
