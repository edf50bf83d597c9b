// The partners' role type, styles and introductions read in the interface language while the
// server sends the built-in English, and as the server sends them once an operator rewrote them.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import builtInRoles from '../../../../content/roles.json';
import { messages as spanish } from '../locales/es/messages.po';
import { BUILT_IN_ROLE_WORDS, roleWords } from './role-words';

describe('the partners’ words', () => {
  it('has the English of content/roles.json for every role type, introduction and style', () => {
    const { ROLE_TYPES, ROLE_INTROS, STYLE_NAMES, STYLE_DESCRIPTIONS } = BUILT_IN_ROLE_WORDS;
    for (const role of builtInRoles) {
      expect(ROLE_TYPES[role.roleType]?.[0], role.role).toBe(role.role);
      expect(ROLE_INTROS[role.id]?.[0], role.username).toBe(role.intro);
      for (const style of role.styles) {
        expect(STYLE_NAMES[style.key]?.[0], style.key).toBe(style.name);
        expect(STYLE_DESCRIPTIONS[style.key]?.[0], style.key).toBe(style.description);
      }
    }
  });

  it('reads them in Spanish, and leaves an operator’s own words as they are', () => {
    const words = roleWords(setupI18n({ locale: 'es', messages: { es: spanish } }));
    const teacher = builtInRoles.find((role) => role.id === 1)!;
    const patient = teacher.styles.find((style) => style.key === 'patient')!;
    expect(words.roleType(teacher)).toBe('Profesora');
    expect(words.styleName(patient)).toBe('Paciente');
    expect(words.intro(teacher)).not.toBe(teacher.intro);
    expect(words.styleDescription(patient)).not.toBe(patient.description);
    expect(words.styleName({ key: 'patient', name: 'Very patient' })).toBe('Very patient');
    expect(words.roleType({ roleType: 0, role: 'Coach' })).toBe('Coach');
  });
});
