/**
 * POST /support-requests: sends a question to customer service, which confirms it to the user by
 * e-mail. The endpoint arrives with a later issue; until then the call fails and the form says so.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const SUPPORT_TOPICS = [
  'registration',
  'application',
  'documents',
  'technical',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;

export interface SupportRequest {
  topic: SupportTopic;
  message: string;
  /** The application (tender) the question is about, if any. */
  applicationId?: number;
}

export function createSupportRequest(request: SupportRequest): Promise<unknown> {
  return api().post('support-requests', { json: request }).json();
}

export function useCreateSupportRequest() {
  return useMutation({ mutationFn: createSupportRequest });
}
