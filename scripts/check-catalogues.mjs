// Checks the interface's message catalogues (issue 20, decision 0008) against the code:
// 1. `lingui extract --clean` must leave every catalogue as committed: a message the code uses and
//    no catalogue has, or one a catalogue keeps that the code no longer uses, changes a file.
// 2. Every language must translate every message (no empty msgstr), and keep each placeholder
//    ({name}, <0>…</0>) of the English, so a translation can neither lose a number nor break a link.
// Run from the repository root; exits 1 with what is wrong.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const WEB = 'apps/web';
const LOCALES_DIR = path.join(WEB, 'src/locales');
const SOURCE_LOCALE = 'en';
const problems = [];

const before = snapshot();
execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: WEB, stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();
for (const [locale, text] of after) {
  if (before.get(locale) !== text) problems.push(`${locale}: the catalogue did not match the code; \`npm run i18n:extract -w @parley/web\` has now rewritten it — translate what is new and commit it`);
}

for (const [locale, text] of after) {
  if (locale === SOURCE_LOCALE) continue;
  for (const { id, translation } of parsePo(text)) {
    if (!translation.trim()) {
      problems.push(`${locale}: not translated: ${JSON.stringify(id)}`);
      continue;
    }
    const missing = [...placeholders(id)].filter((p) => !placeholders(translation).has(p));
    if (missing.length > 0) problems.push(`${locale}: ${JSON.stringify(id)} loses ${missing.join(', ')} in ${JSON.stringify(translation)}`);
  }
}

if (problems.length > 0) {
  console.error(`The interface catalogues have ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems.slice(0, 50)) console.error(`  ${problem}`);
  if (problems.length > 50) console.error(`  … and ${problems.length - 50} more`);
  process.exit(1);
}
const messages = parsePo(after.get(SOURCE_LOCALE) ?? '').length;
console.log(`catalogues: ${after.size} languages × ${messages} messages, all translated and matching the code`);

function snapshot() {
  const result = new Map();
  for (const locale of readdirSync(LOCALES_DIR).sort()) {
    result.set(locale, readFileSync(path.join(LOCALES_DIR, locale, 'messages.po'), 'utf8'));
  }
  return result;
}

/** The entries of a gettext file as Lingui writes it (the header entry left out). */
function parsePo(text) {
  const entries = [];
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      current = { id: unquote(line.slice(6)), translation: '' };
      entries.push(current);
      field = 'id';
    } else if (line.startsWith('msgstr ') && current) {
      current.translation = unquote(line.slice(7));
      field = 'translation';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else {
      field = null;
    }
  }
  return entries.filter((e) => e.id !== '');
}

/** The ICU argument names and the numbered tags of a message. */
function placeholders(message) {
  const found = new Set();
  for (const match of message.matchAll(/\{(\w+)[,}]/g)) found.add(`{${match[1]}}`);
  for (const match of message.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${match[1]}>`);
  return found;
}
