import { i18n } from '@lingui/core';
import { ErrCode } from '@parley/contract/envelope';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as spanish } from '../../locales/es/messages.po';
import { messages as english } from '../../locales/en/messages.po';
import { ApiError } from './api-error';
import { describeError } from './error-message';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

describe('the message of a failed call', () => {
  it('is the server’s own words in English, which say the most', () => {
    expect(describeError(new ApiError('code: is not right, 2 tries left', 'server', ErrCode.CodeWrong))).toBe('code: is not right, 2 tries left');
  });

  it('is told by its code from the catalogue in another language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(describeError(new ApiError('wrong e-mail or password', 'server', ErrCode.WrongCredentials))).toBe('Correo electrónico o contraseña incorrectos.');
    expect(describeError(new ApiError('system error', 'network'))).toBe('Sin conexión. Revisa tu internet e inténtalo de nuevo.');
  });

  it('keeps the server’s words for an error without a code of its own', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(describeError(new ApiError('email: must be a valid e-mail address', 'server', ErrCode.InvalidInput))).toBe('email: must be a valid e-mail address');
  });
});
