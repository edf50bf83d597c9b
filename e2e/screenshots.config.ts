// `npm run screenshots`: captures every screen of spec §2 at 390×844 into docs/screenshots/ (not
// part of npm test, so tests never rewrite files in the repository).
import base from './playwright.config';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  ...base,
  testMatch: /capture-.*screenshots\.ts$/,
  outputDir: '../test-results/screenshots',
  projects: (base.projects ?? []).filter((project) => project.name === 'mobile'),
});
