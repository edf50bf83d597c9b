// Lingui (decision 0008): the interface's languages and where their catalogues live.
// `npm run i18n:extract` rewrites the catalogues from the code; CI checks they match.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { UI_LOCALES } from './src/i18n/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...UI_LOCALES],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/test/**'] }],
  // No source line numbers or origins: moving code must not change a catalogue.
  format: formatter({ origins: false, lineNumbers: false }),
});
