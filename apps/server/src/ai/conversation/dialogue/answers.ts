// Answers to the learner's requests and questions: a word's meaning (the lexicon), the English
// for a word in their language (the translation engines), the difference between two words (the
// confusables table), a grammar question (the grammar topics), the partner's own answer (partner
// answers), what the partner remembers (the learner's facts) and what they wrote in another language.
import { CONFUSABLES } from './confusables.data';
import { factValue, factsWith, type LearnerFact } from './facts';
import { GRAMMAR_TOPICS } from './grammar-topics.data';
import type { RecallTopic } from './turn-kinds';

/** The language engines the partner may use; each is optional (tests and small set-ups go without). */
export interface LanguageTools {
  /** The lexicon's entry: part of speech and definitions, most common first. */
  lookup?(word: string): { senses: Array<{ partOfSpeech: string; definition: string; examples: string[] }> } | null;
  /** Translates between two languages, or returns null when no engine can. */
  translate?(text: string, target: string, source: string): Promise<string | null>;
}

const LANGUAGE_NAMES: Record<string, string> = {
  es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese', ru: 'Russian', zh: 'Chinese', ja: 'Japanese', ko: 'Korean',
  ar: 'Arabic', pl: 'Polish', tr: 'Turkish', nl: 'Dutch', sv: 'Swedish', uk: 'Ukrainian', ca: 'Catalan', gl: 'Galician', hi: 'Hindi', vi: 'Vietnamese',
  id: 'Indonesian', el: 'Greek', he: 'Hebrew', th: 'Thai', cs: 'Czech', ro: 'Romanian', hu: 'Hungarian', fa: 'Persian', la: 'Latin',
};
export const languageName = (code: string | null | undefined) => (code ? (LANGUAGE_NAMES[code.split('-')[0]!] ?? null) : null);

const sentence = (s: string) => {
  const t = s.trim().replace(/\s*;\s*usually.*$/i, '');
  return t.charAt(0).toUpperCase() + t.slice(1).replace(/[.;:]+$/, '') + '.';
};

export async function meaningAnswer(term: string, how: 'define' | 'translate', tools: LanguageTools, nativeLanguage: string | null): Promise<string> {
  const clean = term.replace(/^(the word|the phrase)\s+/i, '').trim();
  if (how === 'translate') {
    const source = nativeLanguage?.split('-')[0];
    if (source && source !== 'en' && tools.translate) {
      const english = await tools.translate(clean, 'en', source).catch(() => null);
      if (english && english.toLowerCase() !== clean.toLowerCase()) return `In English, "${clean}" is "${english.trim().replace(/[.]+$/, '').toLowerCase()}".`;
    }
    const entry = tools.lookup?.(clean);
    if (entry?.senses[0]) return `"${clean}" is already English: it means ${entry.senses[0].definition.replace(/[.;]+$/, '')}.`;
    return `I'm sorry, I don't know the English for "${clean}". Can you describe it in other words?`;
  }
  const entry = tools.lookup?.(clean.toLowerCase());
  const sense = entry?.senses[0];
  if (!sense) return `Hmm, I don't know the word "${clean}". Can you check the spelling, or use it in a sentence?`;
  const example = entry.senses.find((s) => s.examples.length > 0)?.examples[0];
  const pos = sense.partOfSpeech ? ` (${sense.partOfSpeech})` : '';
  return `"${clean}"${pos} means: ${sentence(sense.definition)}${example ? ` For example: "${example}".` : ''}`;
}

const lemma = (w: string) => w.toLowerCase().replace(/^(to|a|an|the)\s+/, '').trim();

export function differenceAnswer(a: string, b: string, tools: LanguageTools): string {
  const [x, y] = [lemma(a), lemma(b)];
  const pair = CONFUSABLES.find((p) => (p.words[0] === x && p.words[1] === y) || (p.words[0] === y && p.words[1] === x));
  if (pair) return pair.explain;
  const dx = tools.lookup?.(x)?.senses[0];
  const dy = tools.lookup?.(y)?.senses[0];
  if (dx && dy) return `"${x}" (${dx.partOfSpeech}) means ${dx.definition.replace(/[.;]+$/, '')}, and "${y}" (${dy.partOfSpeech}) means ${dy.definition.replace(/[.;]+$/, '')}.`;
  return `Good question, but I don't have a clear explanation of "${x}" and "${y}" yet. Try using each one in a sentence, and I'll tell you if it sounds natural.`;
}

export function grammarAnswer(question: string): string {
  const topic = GRAMMAR_TOPICS.find((g) => g.match.test(question));
  return topic ? topic.explain : 'That is a big grammar question! Could you give me an example sentence? Then I can explain the rule behind it.';
}

export function recallAnswer(about: RecallTopic, facts: readonly LearnerFact[]): string {
  const name = factValue(facts, 'name');
  const pets = factsWith(facts, 'pet:');
  const family = factsWith(facts, 'family:');
  switch (about) {
    case 'name':
      return name ? `Your name is ${name}, of course!` : "You haven't told me your name yet. What's your name?";
    case 'from': {
      const from = factValue(facts, 'from');
      return from ? `You're from ${from}.` : "You haven't told me yet. Where are you from?";
    }
    case 'lives-in': {
      const lives = factValue(facts, 'lives-in');
      return lives ? `You live in ${lives}.` : "You haven't told me yet. Where do you live?";
    }
    case 'pet': {
      const named = pets.find((p) => p.value !== 'yes');
      if (named) return `Of course! Your ${named.key.slice(4)} is called ${named.value}.`;
      return pets[0] ? `You have a ${pets[0].key.slice(4)}, but you haven't told me its name. What is it called?` : "I don't think you've told me about a pet. Do you have one?";
    }
    case 'family': {
      const named = family.find((p) => p.value !== 'yes');
      if (named) return `Your ${named.key.slice(7)} is called ${named.value}.`;
      return family[0] ? `You told me about your ${family[0].key.slice(7)}, but not the name. What is it?` : "You haven't told me about your family yet. Tell me!";
    }
    case 'job': {
      const job = factValue(facts, 'job') ?? factValue(facts, 'studies');
      return job ? `You told me: ${job}.` : "You haven't told me what you do. What's your job?";
    }
    case 'studies': {
      const studies = factValue(facts, 'studies');
      return studies ? `You study ${studies}.` : "You haven't told me what you study. What is it?";
    }
    case 'likes': {
      const likes = factsWith(facts, 'likes:').map((f) => f.value);
      return likes.length ? `You like ${likes.slice(0, 3).join(' and ')}.` : "You haven't told me what you like yet. What do you enjoy?";
    }
    case 'anything':
    default: {
      const parts = [name ? `your name is ${name}` : null, factValue(facts, 'from') ? `you're from ${factValue(facts, 'from')}` : null, pets[0] && pets[0].value !== 'yes' ? `your ${pets[0].key.slice(4)} is ${pets[0].value}` : null].filter(Boolean);
      return parts.length ? `I remember that ${parts.join(', ')}.` : "Not much yet! Tell me about yourself.";
    }
  }
}

/** The English of a line in another language, when an engine can give it. */
export async function otherLanguageAnswer(text: string, language: string, tools: LanguageTools): Promise<string> {
  const name = languageName(language);
  const english = tools.translate ? await tools.translate(text, 'en', language).catch(() => null) : null;
  const said = name ? `That looks like ${name}.` : 'That looks like another language.';
  if (english && english.trim().toLowerCase() !== text.trim().toLowerCase()) {
    return `${said} In English, you could say: "${english.trim().replace(/\s+/g, ' ')}". Let's keep practising in English!`;
  }
  return `${said} Let's try it in English. Use simple words; small mistakes are fine.`;
}
