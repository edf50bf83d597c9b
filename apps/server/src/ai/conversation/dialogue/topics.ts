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
  const word = TOPIC_WORDS[tag]?.exec(text)?.[0]?.toLowerCase();
  return word && word.length > 2 && word !== tag && !/^(?:work|study|family|health|nature|culture|hobbies|hobby|shopping|travel)$/.test(tag) ? { named: word } : {};
}
