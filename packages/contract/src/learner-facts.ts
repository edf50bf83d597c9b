// What the partner remembers about the learner (issue 14): facts they stated in chat ("my name is
// Ana", "I have a dog called Bruno"), which they can list, correct and delete. Clearing a
// conversation deletes the facts learned in it.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idSchema } from './common';

export const learnerFactSchema = z.object({
  id: z.number().int(),
  /** What the fact is about: name, from, lives-in, job, studies, plan, event, pet:dog, family:sister, likes:…, dislikes:… */
  key: z.string(),
  /** How a person would say the key ("name", "pet dog", "sister", "likes"). */
  label: z.string(),
  value: z.string(),
  /** The conversation it was learned in; null once the learner edited it. */
  conversationId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type LearnerFactItem = z.infer<typeof learnerFactSchema>;

export const getLearnerFacts = defineEndpoint({
  method: 'GET',
  path: '/api/userFacts/v1/getLearnerFacts',
  summary: 'What the conversation partner remembers about the learner, oldest first',
  input: z.object({}),
  response: z.object({ list: z.array(learnerFactSchema) }),
});

export const updateLearnerFact = defineEndpoint({
  method: 'POST',
  path: '/api/userFacts/v1/updateLearnerFact',
  summary: 'Correct the value of one remembered fact',
  input: z.object({
    id: idSchema,
    value: z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  }),
  response: z.object({ item: learnerFactSchema }),
});

export const deleteLearnerFacts = defineEndpoint({
  method: 'POST',
  path: '/api/userFacts/v1/deleteLearnerFacts',
  summary: 'Forget one fact (id) or every fact (all=true)',
  input: z
    .object({ id: idSchema.optional(), all: z.boolean().optional() })
    .refine((v) => (v.id !== undefined) !== (v.all === true), { message: 'give either id or all=true', path: ['id'] }),
  response: z.object({ deleted: z.number().int() }),
});
