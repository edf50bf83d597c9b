import { i18n } from '@lingui/core';
import { ErrCode } from '@parley/contract/envelope';
import { Refusal } from '@parley/contract/refusals';
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

  it('tells a refusal the learner can meet as a sentence, in English too', () => {
    const commonPassword = new ApiError(Refusal.commonPassword, 'server', ErrCode.InvalidInput);
    expect(describeError(commonPassword)).toBe('That password is one of the most common ones, which are guessed first. Please choose another.');
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(describeError(commonPassword)).toBe('Esa contraseña es de las más comunes, las primeras que se prueban. Elige otra.');
    expect(describeError(new ApiError(Refusal.emailTaken, 'server', ErrCode.Conflict))).toBe('Esta dirección de correo ya tiene una cuenta. Inicia sesión.');
  });

  it('gives every other refusal a sentence in the interface language, by the field it names or its code', () => {
    const invalid = new ApiError('email: must be a valid e-mail address', 'server', ErrCode.InvalidInput);
    const damaged = new ApiError('file: could not be decoded as audio/webm (damaged or truncated recording)', 'server', ErrCode.InvalidInput);
    const gone = new ApiError('collection item not found', 'server', ErrCode.NotFound);
    // English keeps the server's words, which name the field and the rule.
    expect(describeError(invalid)).toBe('email: must be a valid e-mail address');
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(describeError(invalid)).toBe('No se aceptó. Revísalo y vuelve a intentarlo.');
    expect(describeError(damaged)).toBe('No se pudo usar esa grabación. Vuelve a grabarla.');
    expect(describeError(gone)).toBe('No se encontró. Puede que se haya borrado.');
  });
});
