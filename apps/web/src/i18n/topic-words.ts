// The topic names the server sends in English (content/topic-tags.json, content/topic-types.json):
// the topics a learner picks at set-up, with what each covers, and the lobby's scene topics. They
// are interface words, not English to practise: a beginner picks topics before they can read
// English menus. A text is translated only while the server still sends the built-in English
// (built-in-words.ts), so an operator's own topics read as they wrote them.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { TopicTag, TopicType } from '@parley/contract/content';
import { translated, type BuiltIn } from './built-in-words';

// topic-words.test.ts checks every table against the content files.

const TAG_NAMES: Record<string, BuiltIn> = {
  travel: ['Travel', msg({ comment: 'A topic to talk about', message: 'Travel' })],
  food: ['Food', msg({ comment: 'A topic to talk about', message: 'Food' })],
  music: ['Music', msg({ comment: 'A topic to talk about', message: 'Music' })],
  movies: ['Movies & TV', msg({ comment: 'A topic to talk about', message: 'Movies & TV' })],
  sports: ['Sports', msg({ comment: 'A topic to talk about', message: 'Sports' })],
  technology: ['Technology', msg({ comment: 'A topic to talk about', message: 'Technology' })],
  work: ['Work', msg({ comment: 'A topic to talk about', message: 'Work' })],
  study: ['Study', msg({ comment: 'A topic to talk about: school, university, exams', message: 'Study' })],
  family: ['Family & friends', msg({ comment: 'A topic to talk about', message: 'Family & friends' })],
  health: ['Health', msg({ comment: 'A topic to talk about', message: 'Health' })],
  nature: ['Nature', msg({ comment: 'A topic to talk about', message: 'Nature' })],
  culture: ['Culture', msg({ comment: 'A topic to talk about', message: 'Culture' })],
  shopping: ['Shopping', msg({ comment: 'A topic to talk about', message: 'Shopping' })],
  hobbies: ['Hobbies', msg({ comment: 'A topic to talk about', message: 'Hobbies' })],
};

const TAG_DESCRIPTIONS: Record<string, BuiltIn> = {
  travel: ['Trips, airports, hotels and places you want to see.', msg`Trips, airports, hotels and places you want to see.`],
  food: ['Cooking, restaurants, recipes and favourite dishes.', msg`Cooking, restaurants, recipes and favourite dishes.`],
  music: ['Songs, concerts, instruments and what you listen to.', msg`Songs, concerts, instruments and what you listen to.`],
  movies: ['Films, series and stories you love.', msg`Films, series and stories you love.`],
  sports: ['Playing, watching and keeping fit.', msg`Playing, watching and keeping fit.`],
  technology: ['Phones, apps, the internet and gadgets.', msg`Phones, apps, the internet and gadgets.`],
  work: ['Jobs, colleagues, meetings and careers.', msg`Jobs, colleagues, meetings and careers.`],
  study: ['School, university, exams and learning.', msg`School, university, exams and learning.`],
  family: ['The people in your life.', msg`The people in your life.`],
  health: ['Feeling well, doctors and healthy habits.', msg`Feeling well, doctors and healthy habits.`],
  nature: ['Animals, weather, the outdoors and the environment.', msg`Animals, weather, the outdoors and the environment.`],
  culture: ['Traditions, festivals, art and history.', msg`Traditions, festivals, art and history.`],
  shopping: ['Buying things, prices, clothes and markets.', msg`Buying things, prices, clothes and markets.`],
  hobbies: ['What you do in your free time.', msg`What you do in your free time.`],
};

// Scene topics share a message with a set-up topic where the English and the meaning are the same
// (Travel, Health, Shopping, Technology).
const TYPE_NAMES: Record<string, BuiltIn> = {
  'food-drink': ['Food & drink', msg({ comment: 'A topic of role-play scenes', message: 'Food & drink' })],
  travel: TAG_NAMES.travel!,
  health: TAG_NAMES.health!,
  'work-career': ['Work & career', msg({ comment: 'A topic of role-play scenes', message: 'Work & career' })],
  'home-housing': ['Home & housing', msg({ comment: 'A topic of role-play scenes', message: 'Home & housing' })],
  'social-life': ['Social life', msg({ comment: 'A topic of role-play scenes', message: 'Social life' })],
  shopping: TAG_NAMES.shopping!,
  education: ['Education', msg({ comment: 'A topic of role-play scenes', message: 'Education' })],
  'services-errands': ['Services & errands', msg({ comment: 'A topic of role-play scenes: banks, post offices, hairdressers', message: 'Services & errands' })],
  entertainment: ['Entertainment', msg({ comment: 'A topic of role-play scenes', message: 'Entertainment' })],
  technology: TAG_NAMES.technology!,
  emergencies: ['Emergencies', msg({ comment: 'A topic of role-play scenes', message: 'Emergencies' })],
};

/** The tables, for the test that keeps them in step with the content files. */
export const BUILT_IN_TOPIC_WORDS = { TAG_NAMES, TAG_DESCRIPTIONS, TYPE_NAMES };

/** Topic names in the interface language, for what the topic endpoints send. */
export function topicWords(i18n: I18n) {
  return {
    tagName: (tag: Pick<TopicTag, 'key' | 'name'>) => translated(i18n, TAG_NAMES[tag.key], tag.name),
    tagDescription: (tag: Pick<TopicTag, 'key' | 'description'>) => translated(i18n, TAG_DESCRIPTIONS[tag.key], tag.description),
    typeName: (type: Pick<TopicType, 'key' | 'name'>) => translated(i18n, TYPE_NAMES[type.key], type.name),
  };
}

/** topicWords() for the active interface language, re-rendering when it changes. */
export function useTopicWords() {
  const { i18n } = useLingui();
  return topicWords(i18n);
}
