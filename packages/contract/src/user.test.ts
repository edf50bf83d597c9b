import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, emailSchema, passwordSchema, sendEmailVerifyCode, verifyCodeSchema } from './user';
import { updateUserSettings } from './settings';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('emailSchema', () => {
  it('trims and lower-cases the address', () => {
    expect(emailSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
  });

  it('refuses what is not an address, and very long ones', () => {
    expect(messageOf(emailSchema.safeParse('ana@'))).toBe('must be a valid e-mail address');
    expect(messageOf(emailSchema.safeParse(`${'a'.repeat(250)}@example.com`))).toBe('must be at most 254 characters');
    expect(messageOf(emailSchema.safeParse(undefined))).toBe('is required');
  });
});

describe('passwordSchema', () => {
  it('refuses a password that is empty once invisible characters are removed (issue 16)', () => {
    expect(messageOf(passwordSchema.safeParse('\u200b'.repeat(PASSWORD_MIN_LENGTH)))).toBe('must contain visible characters');
    expect(messageOf(passwordSchema.safeParse(' \u200c\u200d\ufeff\u2060    '))).toBe('must contain visible characters');
  });

  it(`counts characters as a learner does: ${PASSWORD_MIN_LENGTH} emoji are ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(passwordSchema.safeParse('😀'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(messageOf(passwordSchema.safeParse('😀'.repeat(PASSWORD_MIN_LENGTH - 1)))).toBe(`must be at least ${PASSWORD_MIN_LENGTH} characters`);
  });

  it('keeps spaces as typed and refuses more than the maximum', () => {
    expect(passwordSchema.parse(' secret pass ')).toBe(' secret pass ');
    expect(messageOf(passwordSchema.safeParse('x'.repeat(PASSWORD_MAX_LENGTH + 1)))).toBe(`must be at most ${PASSWORD_MAX_LENGTH} characters`);
  });

  it('refuses a huge string before counting it', () => {
    const result = passwordSchema.safeParse('x'.repeat(1_000_000));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });
});

describe('verifyCodeSchema', () => {
  it('takes six digits, trimmed', () => {
    expect(verifyCodeSchema.parse(' 012345 ')).toBe('012345');
  });

  it.each(['12345', '1234567', '12a456', '12 456'])('refuses %j', (code) => {
    expect(messageOf(verifyCodeSchema.safeParse(code))).toBe('must be 6 digits');
  });
});

describe('sendEmailVerifyCode input', () => {
  it("names the code's purpose: sign-up or reset", () => {
    expect(sendEmailVerifyCode.input.parse({ email: 'a@b.co', type: 'reset' })).toEqual({ email: 'a@b.co', type: 'reset' });
    expect(messageOf(sendEmailVerifyCode.input.safeParse({ email: 'a@b.co', type: 'login' }))).toBe("must be 'signup' or 'reset'");
  });
});

describe('updateUserSettings input', () => {
  it('accepts the old playback rates 0.5 and 2 (the server migrates them) and the three offered', () => {
    for (const rate of [0.5, 0.8, 1, 1.2, 2]) expect(updateUserSettings.input.safeParse({ playbackRate: rate }).success).toBe(true);
    expect(messageOf(updateUserSettings.input.safeParse({ playbackRate: 1.5 }))).toBe('must be 0.8, 1 or 1.2');
  });

  it('takes only the teacher (1) or the friend (2) as role', () => {
    expect(updateUserSettings.input.safeParse({ roleId: 2 }).success).toBe(true);
    expect(messageOf(updateUserSettings.input.safeParse({ roleId: 3 }))).toBe('must be 1 (teacher) or 2 (friend)');
  });
});
