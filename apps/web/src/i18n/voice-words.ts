// The styles every built-in voice offers (apps/server/src/ai/speech/tts/styles.ts), which the
// voices endpoint sends in English, in the interface language. A provider's own style names are
// shown as they come (built-in-words.ts).
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
