// Contact us: a learner's message to support, stored and mailed to SUPPORT_EMAIL.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { emailSchema } from './user';

export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_SUBJECT_MAX = 120;

export const contactUs = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/v1/contactUs',
  summary: 'Send a message to support',
  input: z.object({
    email: emailSchema,
    subject: z.string({ error: 'is required' }).trim().min(3, 'must be at least 3 characters').max(CONTACT_SUBJECT_MAX, `must be at most ${CONTACT_SUBJECT_MAX} characters`),
    message: z.string({ error: 'is required' }).trim().min(10, 'must be at least 10 characters').max(CONTACT_MESSAGE_MAX, `must be at most ${CONTACT_MESSAGE_MAX} characters`),
  }),
  response: z.object({ id: z.number().int(), receivedAt: z.string() }),
});
