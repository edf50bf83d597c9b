// Which conversation topic a line names: one of the question banks' topics ("football" is sports),
// or a subject outside them said back as named ("gardening"). The turn classifier and the practice
// partner read it; the banks themselves are content/question-banks.
const TOPIC_WORDS: Record<string, RegExp> = {
  travel: /\b(travel\w*|trips?|holidays?|vacations?)\b/i,
  technology: /\b(technology|tech|computers?|phones?|apps?|internet|ai|gadgets?|social media)\b/i,
  food: /\b(food|cooking|eating|restaurants?|meals?)\b/i,
  music: /\b(music|songs?|bands?|concerts?)\b/i,
  movies: /\b(movies?|films?|cinema|tv|series)\b/i,
  sports: /\b(sports?|football|soccer|tennis|basketball|exercise|cricket|rugby|baseball|hockey|golf|volleyball|athletics|running|cycling|swimming|skiing|boxing|the gym)\b/i,
  work: /\b(work|jobs?|careers?|office)\b/i,
  study: /\b(study|studies|school|university|education|exams?)\b/i,
  family: /\b(family|families|parents|children|kids)\b/i,
  health: /\b(health|fitness|sleep|diet)\b/i,
  nature: /\b(nature|animals?|environment|weather|outdoors)\b/i,
  culture: /\b(culture|traditions?|festivals?|art|museums?|history)\b/i,
  shopping: /\b(shopping|shops?|clothes|fashion)\b/i,
  hobbies: /\b(hobbies|hobby|free time|weekends?)\b/i,
};

/** The topics a learner can name, in a fixed order. */
export const TOPIC_TAGS: readonly string[] = Object.keys(TOPIC_WORDS);

/** "space", "gardening", "old cars": a short subject named after "talk about", never "something" or "it". */
export function freeTopicOf(rest: string): string | null {
  const m = /^(?:the |some )?([a-z][a-z'-]+(?: [a-z'-]+){0,2}?)(?:\s+(?:instead|now|please|for a (?:bit|while)|today))?\s*[.!?]*$/i.exec(rest.trim());
  const topic = m?.[1]?.toLowerCase();
  if (!topic || /^(something|anything|it|this|that|them|you|me|him|her|us|my|your|his|our|their|else|other things?|something else|what)\b/.test(topic)) return null;
  return topic;
}

export function topicNamed(text: string): string | null {
  for (const [tag, re] of Object.entries(TOPIC_WORDS)) if (re.test(text)) return tag;
  return null;
}

/**
 * The word a learner named a bank's topic with, when it is narrower than the topic ("football" for
 * sports, "films" for movies), so the partner says it back: "Sure, let's talk about football!".
 */
export function topicWordOf(text: string, tag: string): { named?: string } {
  const found = TOPIC_WORDS[tag]?.exec(text);
  const word = found?.[0]?.toLowerCase();
  if (!found || !word) return {};
  // "old computer games", "fermented food": the learner's own words around the topic word say what
  // they want to talk about better than the word alone ("let's talk about computer!").
  const phrase = phraseAround(text, found.index, found.index + found[0].length);
  if (phrase !== word) return { named: phrase };
  // Broad topics are said by their tag ("the park" is no topic to name back), except a plural the
  // learner chose ("can we talk about animals" is not "nature").
  const broad = /^(?:work|study|family|health|nature|culture|hobbies|hobby|shopping|travel)$/.test(tag) && !/^(?!outdoors$)[a-z]{4,}s$/.test(word);
  return word.length > 2 && word !== tag && !broad ? { named: word } : {};
}

/** Words that end a topic phrase: articles, pronouns, prepositions, verbs of asking and talking, and praise words ("a good series" is the series). */
const NOT_IN_PHRASE = /^(?:a|an|the|some|any|my|your|our|their|his|her|its|this|that|these|those|about|of|on|in|at|to|for|with|and|or|but|so|can|could|we|i|you|me|us|let's|lets|talk|talking|chat|discuss|love|loves|like|likes|enjoy|is|are|was|were|be|do|does|did|more|instead|please|now|today|really|very|just|big|huge|fan|it|them|something|anything|tell|good|nice|great|best|favourite|favorite|interesting|fun)$/i;

function phraseAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start).split(/\s+/).filter(Boolean);
  const after = text.slice(end).split(/\s+/).filter(Boolean);
  const left: string[] = [];
  for (let i = before.length - 1; i >= 0 && left.length < 2; i--) {
    const w = before[i]!;
    if (!/^[A-Za-z][a-z-]*$/.test(w) || w === 'I' || NOT_IN_PHRASE.test(w)) break;
    left.unshift(w);
  }
  // A plural head noun right after ("computer games", "football matches"), with no punctuation between.
  const next = text.slice(end).startsWith(' ') ? after[0]?.replace(/[.,!?;:]+$/, '') : undefined;
  const right = next && /^[a-z]{3,}s$/.test(next) && !NOT_IN_PHRASE.test(next) && !/(?:ss|ous|is)$/.test(next) ? [next] : [];
  return [...left, text.slice(start, end).toLowerCase(), ...right].join(' ');
}
