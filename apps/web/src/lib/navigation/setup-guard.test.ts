import { describe, expect, it } from 'vitest';
import { guardRedirect, missingSetupStep, type StoredSetup } from './setup-guard';

const complete: StoredSetup = {
  hasInitSet: true,
  roleInfo: { id: 1, styleList: [{ key: 'patient', selected: true }, { key: 'strict', selected: false }] },
  initSetting: { nativeLanguage: 'es', experience: { type: 'B1' } },
};

describe('the start-up guard (spec §4)', () => {
  it('lets a learner with a complete setup stay where they are', () => {
    expect(guardRedirect('/chat/home', complete)).toBeNull();
    expect(guardRedirect('/chat/chatroom?sceneId=3', complete)).toBeNull();
  });

  it('does not check the exempt paths', () => {
    const empty: StoredSetup = { hasInitSet: undefined, roleInfo: undefined, initSetting: undefined };
    for (const path of ['/', '/chat/sign-in', 'chat/sign-in', '/chat/intro', '/chat/auth/callback?code=1']) {
      expect(guardRedirect(path, empty)).toBeNull();
    }
  });

  it('sends to switch roles when hasInitSet is missing', () => {
    expect(guardRedirect('/chat/home', { ...complete, hasInitSet: undefined })).toBe('/chat/switch-roles');
  });

  it('sends to switch roles when roleInfo is missing, has no id or an empty style list', () => {
    expect(guardRedirect('/chat/home', { ...complete, roleInfo: null })).toBe('/chat/switch-roles');
    expect(guardRedirect('/chat/home', { ...complete, roleInfo: { id: 0, styleList: [{ key: 'x', selected: true }] } })).toBe('/chat/switch-roles');
    expect(guardRedirect('/chat/home', { ...complete, roleInfo: { id: 2, styleList: [] } })).toBe('/chat/switch-roles');
  });

  it('sends to switch roles when no style is selected', () => {
    expect(guardRedirect('/chat/mine', { ...complete, roleInfo: { id: 2, styleList: [{ key: 'casual', selected: false }] } })).toBe('/chat/switch-roles');
  });

  it('sends to the native language step when initSetting is missing or has no native language', () => {
    expect(guardRedirect('/chat/home', { ...complete, initSetting: null })).toBe('/chat/initialization/nativeLanguage');
    expect(guardRedirect('/chat/home', { ...complete, initSetting: { nativeLanguage: '', experience: { type: 'A1' } } })).toBe(
      '/chat/initialization/nativeLanguage',
    );
  });

  it('checks the role before the native language', () => {
    expect(missingSetupStep({ hasInitSet: true, roleInfo: null, initSetting: null })).toBe('/chat/switch-roles');
  });

  it('does not redirect to the page the learner is already on', () => {
    expect(guardRedirect('/chat/switch-roles', { ...complete, roleInfo: null })).toBeNull();
  });

  it('lets a learner with a chosen role finish the initialization steps after a reload', () => {
    const midway = { ...complete, hasInitSet: false, initSetting: { nativeLanguage: 'es', experience: { type: 'A1' } } };
    expect(guardRedirect('/chat/initialization/experience', midway)).toBeNull();
    expect(guardRedirect('/chat/initialization/topic', { ...midway, roleInfo: null })).toBe('/chat/switch-roles');
  });

  it('keeps the account screens reachable before any setup', () => {
    const empty: StoredSetup = { hasInitSet: false, roleInfo: null, initSetting: null };
    expect(guardRedirect('/chat/sign-up', empty)).toBeNull();
    expect(guardRedirect('/chat/sign/forgot', empty)).toBeNull();
  });
});
