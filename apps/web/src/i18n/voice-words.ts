// The styles every built-in voice offers (apps/server/src/ai/speech/tts/styles.ts), which the
// voices endpoint sends in English, in the interface language. A provider's own style names are
// shown as they come (built-in-words.ts). A voice's accent is read from its language tag.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { translated, type BuiltIn } from './built-in-words';

// voice-words.test.ts checks the table against the server's styles.
const VOICE_STYLE_NAMES: Record<string, BuiltIn> = {
  normal: ['Normal', msg({ comment: 'A style of a speaking voice: normal speed and pitch', message: 'Normal' })],
  slow: ['Slow', msg({ comment: 'A style of a speaking voice: slower speech', message: 'Slow' })],
  clear: ['Clear (slower, careful)', msg({ comment: 'A style of a speaking voice: slower, carefully articulated', message: 'Clear (slower, careful)' })],
  fast: ['Fast', msg({ comment: 'A style of a speaking voice: faster speech', message: 'Fast' })],
  bright: ['Bright (higher)', msg({ comment: 'A style of a speaking voice: brighter, higher pitch', message: 'Bright (higher)' })],
  deep: ['Deep (lower)', msg({ comment: 'A style of a speaking voice: deeper, lower pitch', message: 'Deep (lower)' })],
};

/** The table, for the test that keeps it in step with the server. */
export const BUILT_IN_VOICE_STYLES = VOICE_STYLE_NAMES;

/** A voice style's name in the interface language. */
export function voiceStyleName(i18n: I18n, style: { key: string; name: string }): string {
  return translated(i18n, VOICE_STYLE_NAMES[style.key], style.name);
}

/** voiceStyleName() for the active interface language, re-rendering when it changes. */
export function useVoiceStyleName() {
  const { i18n } = useLingui();
  return (style: { key: string; name: string }) => voiceStyleName(i18n, style);
}

// The one built-in accent that a language tag cannot name (flite's awb is tagged en-GB).
const SCOTTISH: BuiltIn = ['Scottish', msg({ comment: "A voice's accent: English as spoken in Scotland", message: 'Scottish English' })];

/**
 * A voice's accent in the interface language, from its BCP 47 tag ("en-US" reads "American English"
 * in English, "inglés estadounidense" in Spanish) through the browser's own names (Intl.DisplayNames),
 * so no table of languages and regions is kept. The server's English is the fallback.
 */
export function voiceAccentName(i18n: I18n, voice: { accent: string; language: string }): string {
  if (voice.accent === SCOTTISH[0]) return translated(i18n, SCOTTISH, voice.accent);
  try {
    const name = new Intl.DisplayNames([i18n.locale], { type: 'language', languageDisplay: 'dialect', fallback: 'none' }).of(voice.language);
    return name ?? voice.accent;
  } catch {
    return voice.accent; // a tag the browser does not know
  }
}

/** voiceAccentName() for the active interface language, re-rendering when it changes. */
export function useVoiceAccentName() {
  const { i18n } = useLingui();
  return (voice: { accent: string; language: string }) => voiceAccentName(i18n, voice);
}
