import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSceneListStore } from '../../stores/scene-list-store';
import { fakeMicrophone, fakeUploads } from '../chatroom/chat-test-kit';
import { FIRST_LOAD, ServerFailure, collectionItem, fakeServer, renderScreen, sceneSummary, stubAudio } from '../../test/render-screen';

const SCENE = '/api/aiTopic/v1/getTopicSceneItem';
const STATUS = '/api/userCollect/v1/checkWordStatus';
const COLLECT = '/api/userCollect/v1/collectContent';
const UPDATE = '/api/userCollect/v1/updateUserCollection';
const SPEAK = '/api/transform/v1/textToAudio';

const scene = {
  ...sceneSummary(3, { title: 'Ordering coffee', level: 'A1', goal: 'Order a drink and a pastry' }),
  setting: 'A busy café in the morning.',
  keyPhrases: [{ text: 'Could I have a latte, please?', meaning: 'asking politely' }],
  keyWords: [
    { word: 'croissant', partOfSpeech: 'noun', meaning: 'a flaky pastry' },
    { word: 'receipt', partOfSpeech: 'noun', meaning: 'a paper that proves you paid' },
  ],
  opening: 'Good morning! What can I get you?',
};

function sceneServer(overrides: Record<string, Parameters<typeof fakeServer>[0][string]> = {}) {
  const saved = new Map<string, number>([['receipt', 41]]);
  return fakeServer({
    [SCENE]: () => scene,
    [STATUS]: ({ query }) => {
      const id = saved.get(query.get('word') ?? '');
      return { isCollected: id !== undefined, id: id ?? null };
    },
    [COLLECT]: ({ body }) => {
      saved.set(String(body?.content), 77);
      return { item: collectionItem(77, { content: body?.content }), isNew: true };
    },
    [UPDATE]: ({ body }) => {
      for (const [word, id] of saved) if (id === body?.id) saved.delete(word);
      return { item: null };
    },
    [SPEAK]: ({ body }) => ({ url: `/media/audio/${encodeURIComponent(String(body?.text)).length}.wav`, durationMs: 900 }),
    ...overrides,
  });
}

describe("a scene's details", () => {
  beforeEach(() => useSceneListStore.setState({ scenes: [] }));
  afterEach(() => vi.restoreAllMocks());

  it('shows the cover, level, goal, setting, key phrases and key words, and adds the scene to the scene list', async () => {
    renderScreen('/chat/lobby/topic-info?id=3', sceneServer());
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordering coffee' }, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText('Goal: Order a drink and a pastry')).toBeVisible();
    expect(screen.getByText('A busy café in the morning.')).toBeVisible();
    expect(screen.getByText('Could I have a latte, please?')).toBeVisible();
    expect(screen.getByText('a flaky pastry')).toBeVisible();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/content/covers/scene-3.svg');
    await waitFor(() => expect(useSceneListStore.getState().scenes).toEqual([{ id: 3, title: 'Ordering coffee', level: 'A1' }]));
  });

  it('plays a key phrase, and a second tap stops it', async () => {
    const audio = stubAudio();
    const server = sceneServer();
    const { user } = renderScreen('/chat/lobby/topic-info?id=3', server);
    await user.click(await screen.findByRole('button', { name: 'Play “Could I have a latte, please?”' }, FIRST_LOAD));
    const stop = await screen.findByRole('button', { name: 'Stop “Could I have a latte, please?”' });
    expect(server.callsTo(SPEAK)[0]?.body).toMatchObject({ text: 'Could I have a latte, please?' });
    expect(audio.played).toHaveLength(1);
    expect(audio.played[0]).toMatch(/\/media\/audio\/\d+\.wav$/);
    await user.click(stop);
    expect(screen.getByRole('button', { name: 'Play “Could I have a latte, please?”' })).toBeVisible();
    expect(audio.pause).toHaveBeenCalled();
  });

  it('tells the learner when the audio cannot be made', async () => {
    stubAudio();
    const { user } = renderScreen(
      '/chat/lobby/topic-info?id=3',
      sceneServer({
        [SPEAK]: () => {
          throw new ServerFailure('the voice is hoarse');
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Play “croissant”' }, FIRST_LOAD));
    expect(await screen.findByText('the voice is hoarse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play “croissant”' })).toBeVisible();
  });

  it('saves a key word with its scene and removes it again', async () => {
    const server = sceneServer();
    const { user } = renderScreen('/chat/lobby/topic-info?id=3', server);
    // The saved state comes from the server: receipt is saved already, croissant is not.
    expect(await screen.findByRole('button', { name: 'Remove receipt from collection' }, FIRST_LOAD)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Save croissant to collection' }));
    expect(await screen.findByRole('button', { name: 'Remove croissant from collection' })).toBeVisible();
    expect(server.callsTo(COLLECT)[0]?.body).toEqual({ kind: 'word', content: 'croissant', meaning: 'a flaky pastry', sceneId: 3 });

    await user.click(screen.getByRole('button', { name: 'Remove croissant from collection' }));
    expect(await screen.findByRole('button', { name: 'Save croissant to collection' })).toBeVisible();
    expect(server.callsTo(UPDATE)[0]?.body).toEqual({ action: 'remove', id: 77 });
  });

  it('keeps the word unsaved and says why when saving fails', async () => {
    const { user } = renderScreen(
      '/chat/lobby/topic-info?id=3',
      sceneServer({
        [COLLECT]: () => {
          throw new ServerFailure('please sign in to save words');
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save croissant to collection' }, FIRST_LOAD));
    expect(await screen.findByText('please sign in to save words')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save croissant to collection' })).toBeVisible();
  });

  it('starts the scene with the teacher or the friend', async () => {
    const { user, location, router } = renderScreen('/chat/lobby/topic-info?id=3', sceneServer());
    await user.click(await screen.findByRole('button', { name: 'Start with the teacher' }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/chatroom?sceneId=3&roleId=1'));
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: 'Start with the friend' }));
    await waitFor(() => expect(location()).toBe('/chat/chatroom?sceneId=3&roleId=2'));
  });

  it('shows an error with a retry when the scene cannot load', async () => {
    let attempt = 0;
    const { user } = renderScreen(
      '/chat/lobby/topic-info?id=3',
      sceneServer({
        [SCENE]: () => {
          attempt += 1;
          if (attempt === 1) throw new ServerFailure('scene not found', 404);
          return scene;
        },
      }),
    );
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent('scene not found');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordering coffee' })).toBeVisible();
  });

  it('without a scene id, offers the lobby instead', async () => {
    const server = sceneServer();
    const { user, location } = renderScreen('/chat/lobby/topic-info', server);
    expect(await screen.findByText('No scene was chosen.', {}, FIRST_LOAD)).toBeVisible();
    expect(server.callsTo(SCENE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Browse scenes' }));
    await waitFor(() => expect(location()).toBe('/chat/lobby'));
  });

  it('names each part of the page for screen readers', async () => {
    renderScreen('/chat/lobby/topic-info?id=3', sceneServer());
    const words = await screen.findByRole('region', { name: 'Key words' }, FIRST_LOAD);
    expect(within(words).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Key phrases' })).toBeVisible();
  });
  it('practises saying a key phrase: hear it, say it, and get it scored against that phrase (issue 18 §5)', async () => {
    const microphone = fakeMicrophone();
    const scored = { score: 88, words: [{ word: 'latte', status: 'correct', ipa: 'ˈlɑteɪ', heard: 'latte' }] };
    const uploads = fakeUploads(() => ({ text: 'could I have a latte please', words: [], audioUrl: '/media/recordings/r1.webm', durationMs: 1500, assessment: scored }));
    const { user } = renderScreen('/chat/lobby/topic-info?id=3', sceneServer());
    const phrases = await screen.findByRole('region', { name: 'Key phrases' }, FIRST_LOAD);
    const practise = within(phrases).getByRole('button', { name: 'Practise this' });
    expect(practise).toHaveAccessibleDescription('Could I have a latte, please?');
    await user.click(practise);

    const sheet = await screen.findByRole('region', { name: 'Practise this' });
    expect(within(sheet).getByText('Could I have a latte, please?')).toBeInTheDocument();
    // fireEvent: the sheet is still sliding in, and user-event refuses elements it cannot yet hit.
    fireEvent.click(within(sheet).getByRole('button', { name: 'Say it' }));
    const stop = await within(sheet).findByRole('button', { name: 'Stop and score' });
    microphone.speak(1.5);
    fireEvent.click(stop);
    expect(await within(sheet).findByRole('group', { name: 'Pronunciation score 88' })).toHaveTextContent('Pronunciation 88/100');
    expect(uploads[0]?.form.get('assess')).toBe('true');
    expect(uploads[0]?.form.get('expectedText')).toBe('Could I have a latte, please?');
    microphone.remove();
    vi.unstubAllGlobals();
  });
});
