// Inline field checks before sending, with the same rules as the server (contract schemas).
import type { z } from 'zod';
import { emailSchema, passwordSchema, verifyCodeSchema } from '@parley/contract/user';

function firstProblem(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'is invalid');
}

const sentence = (problem: string | null, field: string) => (problem ? `${field} ${problem}.` : null);

export const checkEmail = (value: string) => (value.trim() ? sentence(firstProblem(emailSchema, value), 'E-mail') : 'Enter your e-mail address.');
export const checkPassword = (value: string) => (value ? sentence(firstProblem(passwordSchema, value), 'Password') : 'Enter a password.');
export const checkCode = (value: string) => (value.trim() ? sentence(firstProblem(verifyCodeSchema, value), 'The code') : 'Enter the 6-digit code.');
export const checkRepeat = (password: string, repeat: string) => (password === repeat ? null : 'The passwords do not match.');
