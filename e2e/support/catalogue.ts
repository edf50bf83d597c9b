// The interface's own words in another language, read from the catalogue the app is built from
// (apps/web/src/locales/<locale>/messages.po), so a journey in Spanish or Arabic finds its buttons
// by what the learner reads, and a missing translation fails loudly.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const cache = new Map<string, Map<string, string>>();

function load(locale: string): Map<string, string> {
  const known = cache.get(locale);
  if (known) return known;
  const file = path.join(import.meta.dirname, '..', '..', 'apps/web/src/locales', locale, 'messages.po');
  const entries = new Map<string, string>();
  let id: string | null = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) id = JSON.parse(line.slice(6)) as string;
    else if (line.startsWith('msgstr ') && id !== null) entries.set(id, JSON.parse(line.slice(7)) as string);
  }
  cache.set(locale, entries);
  return entries;
}

/** What the interface in `locale` shows for the English message `english`. */
export function tr(locale: string, english: string): string {
  const translated = load(locale).get(english);
  if (!translated) throw new Error(`${locale} has no translation of ${JSON.stringify(english)}`);
  return translated;
}
