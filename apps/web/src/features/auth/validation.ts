// Inline field checks before sending, with the same rules as the server (contract schemas). The
// schemas decide whether a value passes; the sentence that says why not is ours, in the interface
// language (the schemas' own messages are the server's English).
import { plural, t } from '@lingui/core/macro';
import { characterCount, isBlankText } from '@parley/contract/common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, emailSchema, passwordSchema, verifyCodeSchema } from '@parley/contract/user';

export const checkEmail = (value: string): string | null => {
  if (!value.trim()) return t`Enter your e-mail address.`;
  const result = emailSchema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.code === 'too_big' ? t`E-mail must be at most 254 characters.` : t`E-mail must be a valid e-mail address.`;
};

export const checkPassword = (value: string): string | null => {
  if (!value) return t`Enter a password.`;
  if (passwordSchema.safeParse(value).success) return null;
  const count = characterCount(value);
  if (count < PASSWORD_MIN_LENGTH) {
    const min = PASSWORD_MIN_LENGTH;
    return t`${plural(min, { one: 'Password must be at least # character.', other: 'Password must be at least # characters.' })}`;
  }
  if (count > PASSWORD_MAX_LENGTH) {
    const max = PASSWORD_MAX_LENGTH;
    return t`${plural(max, { one: 'Password must be at most # character.', other: 'Password must be at most # characters.' })}`;
  }
  if (isBlankText(value)) return t`Password must contain visible characters.`;
  return t`Password is not valid.`;
};

export const checkCode = (value: string): string | null => {
  if (!value.trim()) return t`Enter the 6-digit code.`;
  return verifyCodeSchema.safeParse(value).success ? null : t`The code must be 6 digits.`;
};

export const checkRepeat = (password: string, repeat: string): string | null => (password === repeat ? null : t`The passwords do not match.`);
