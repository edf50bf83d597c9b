// A small content pack built in code, for tests of the content and conversation modules that must
// not depend on how the shipped pack evolves.
import type { ContentPack, PackScene } from '../../src/modules/content/content-pack';

export function sampleScene(overrides: Partial<PackScene> & Pick<PackScene, 'id' | 'slug'>): PackScene {
  return {
    topicTypeId: 1,
    level: 'A1',
    title: 'Ordering coffee',
    goal: 'Order a drink and pay for it.',
    setting: 'A small café on a busy street.',
    aiCharacter: 'barista',
    learnerCharacter: 'customer',
    tags: ['food'],
    cover: 'ordering-coffee.svg',
    turns: [
      { ai: 'Hi! What can I get you?', expected: { keywords: ['coffee', 'tea', 'latte'], examples: ['A coffee, please.', 'Can I have a tea?'] }, hint: 'Say what you want to drink.' },
      { ai: 'Small or large?', expected: { keywords: ['small', 'large', 'medium'], examples: ['Large, please.'] }, hint: 'Choose a size.' },
      { ai: 'That is three dollars.', expected: { keywords: ['here', 'card', 'cash', 'thanks'], examples: ['Here you are.'] }, hint: 'Give the money and say thanks.' },
    ],
    closing: 'Thank you! Have a nice day.',
    keyPhrases: [{ text: 'Can I have…?', meaning: 'a polite way to order' }],
    keyWords: [{ word: 'coffee', partOfSpeech: 'noun', meaning: 'a hot drink' }],
    ...overrides,
  };
}

export function samplePack(): ContentPack {
  return {
    topicTags: [
      { key: 'food', name: 'Food', emoji: '🍜', description: 'Cooking, eating out, recipes' },
      { key: 'travel', name: 'Travel', emoji: '✈️', description: 'Trips and places' },
    ],
    topicTypes: [
      { id: 1, key: 'food-drink', name: 'Food & drink', description: 'Cafés and restaurants', color: '#f59e0b' },
      { id: 2, key: 'travel', name: 'Travel', description: 'Airports and hotels', color: '#0ea5e9' },
    ],
    scenes: [
      sampleScene({ id: 1, slug: 'ordering-coffee' }),
      sampleScene({ id: 2, slug: 'airport-check-in', topicTypeId: 2, level: 'A2', title: 'Checking in at the airport', tags: ['travel'], cover: 'airport.svg' }),
      sampleScene({ id: 3, slug: 'hotel-complaint', topicTypeId: 2, level: 'B1', title: 'A noisy hotel room', tags: ['travel'], cover: 'hotel.svg' }),
    ],
    explorations: [{ id: 1, slug: 'weekend-trip', title: 'A weekend trip', level: 'A2', story: 'You fly to a new city.', cover: 'weekend.svg', sceneIds: [2, 1] }],
    questionBanks: [],
    roles: [
      { id: 1, roleType: 0, role: 'Teacher', username: 'Ms. Rivera', headUrl: 'teacher.svg', intro: 'A patient teacher.', styles: [{ key: 'patient', name: 'Patient', description: 'Slow and kind' }] },
      { id: 2, roleType: 1, role: 'Friend', username: 'Sam', headUrl: 'friend.svg', intro: 'A chatty friend.', styles: [{ key: 'casual', name: 'Casual', description: 'Relaxed' }] },
    ],
  };
}
