import { describe, expect, it } from 'vitest';
import { checkCode, checkEmail, checkPassword, checkRepeat } from './validation';

describe('the sign-in and sign-up field checks', () => {
  it('asks for an e-mail address and says what is wrong with one', () => {
    expect(checkEmail('  ')).toBe('Enter your e-mail address.');
    expect(checkEmail('ana@')).toBe('E-mail must be a valid e-mail address.');
    expect(checkEmail(`${'a'.repeat(250)}@example.com`)).toBe('E-mail must be at most 254 characters.');
    expect(checkEmail(' Ana@Example.com ')).toBeNull();
  });

  it("applies the contract's password rules, one sentence each", () => {
    expect(checkPassword('')).toBe('Enter a password.');
    expect(checkPassword('short')).toBe('Password must be at least 8 characters.');
    expect(checkPassword('x'.repeat(129))).toBe('Password must be at most 128 characters.');
    expect(checkPassword('\u200b'.repeat(8))).toBe('Password must contain visible characters.');
    expect(checkPassword('long enough password')).toBeNull();
  });

  it('asks for the 6-digit code and for the same password twice', () => {
    expect(checkCode('')).toBe('Enter the 6-digit code.');
    expect(checkCode('12345')).toBe('The code must be 6 digits.');
    expect(checkCode(' 123456 ')).toBeNull();
    expect(checkRepeat('long enough password', 'long enough passwort')).toBe('The passwords do not match.');
    expect(checkRepeat('long enough password', 'long enough password')).toBeNull();
  });
});
