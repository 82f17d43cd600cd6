/**
 * POST /support-requests: sends a question to customer service, which confirms it to the user by
 * e-mail. The endpoint arrives with a later issue; until then the call fails and the form says so.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { schema as supportRequestBody } from '../../../generated/zod/support/support-request.ts';
import type { InputOf } from '../../../lib/parse-response.ts';

/** A question as sent: topic, message and the application it is about, if any. */
export type SupportRequest = InputOf<typeof supportRequestBody>;

export type SupportTopic = SupportRequest['topic'];

/** The topics in the order the form offers them (the schema's enum). */
export const SUPPORT_TOPICS = [
  'registration',
  'application',
  'documents',
  'technical',
  'other',
] as const satisfies readonly SupportTopic[];
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;

/** The answer (202 `{ accepted: true }`) carries nothing the form uses, so it is not read. */
export async function createSupportRequest(request: SupportRequest): Promise<void> {
  await api().post('support-requests', { json: request });
}

export function useCreateSupportRequest() {
  return useMutation({ mutationFn: createSupportRequest });
}
