import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSceneListStore } from '../../stores/scene-list-store';
import { FIRST_LOAD, ServerFailure, fakeServer, renderScreen, sceneSummary, type ServerCall } from '../../test/render-screen';

const TYPES = '/api/aiTopic/v1/getSceneTopicTypeBaseList';
const SCENES = '/api/aiTopic/v1/getSceneTopicBaseList';

const topicTypes = {
  list: [
    { id: 1, key: 'food', name: 'Food & drink', description: '', color: '#fa8c16', sceneCount: 2 },
    { id: 2, key: 'travel', name: 'Travel', description: '', color: '#1677ff', sceneCount: 1 },
  ],
  total: 2,
};
const allScenes = [
  sceneSummary(1, { title: 'Ordering coffee', level: 'A1', topicTypeId: 1, goal: 'Order a drink' }),
  sceneSummary(2, { title: 'Booking a table', level: 'A2', topicTypeId: 1 }),
  sceneSummary(3, { title: 'At the bus stop', level: 'A1', topicTypeId: 2 }),
];

/** Filters like the server: by topic type, level and a word in the title. */
function filterScenes({ query }: ServerCall) {
  const list = allScenes.filter(
    (s) =>
      (!query.get('topicTypeId') || s.topicTypeId === Number(query.get('topicTypeId'))) &&
      (!query.get('level') || s.level === query.get('level')) &&
      (!query.get('search') || s.title.toLowerCase().includes(query.get('search')!.toLowerCase())),
  );
  return { list, total: list.length };
}

const sceneNames = () => within(screen.getByRole('list')).getAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('the lobby', () => {
  beforeEach(() => useSceneListStore.setState({ scenes: [] }));

  it('shows every scene with its cover, level and goal, and the topic types', async () => {
    renderScreen('/chat/lobby', fakeServer({ [TYPES]: () => topicTypes, [SCENES]: filterScenes }));
    const coffee = await screen.findByRole('button', { name: 'Ordering coffee' }, FIRST_LOAD);
    expect(coffee).toHaveAccessibleDescription('Level A1. Order a drink');
    expect(within(coffee).getByRole('presentation')).toHaveAttribute('src', '/content/covers/scene-1.svg');
    expect(screen.getByText('3 scenes')).toBeVisible();
    const topics = screen.getByRole('group', { name: 'Topic' });
    expect(within(topics).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Food & drink 2', 'Travel 1']);
  });

  it('filters by topic type and by level', async () => {
    const server = fakeServer({ [TYPES]: () => topicTypes, [SCENES]: filterScenes });
    const { user } = renderScreen('/chat/lobby', server);
    await screen.findByRole('button', { name: 'Ordering coffee' }, FIRST_LOAD);

    const travel = await screen.findByRole('button', { name: 'Travel (1 scene)' });
    await user.click(travel);
    expect(travel).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sceneNames()).toEqual(['At the bus stop']));

    await user.click(within(screen.getByRole('group', { name: 'Topic' })).getByRole('button', { name: 'All' }));
    await user.click(within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: 'A2' }));
    await waitFor(() => expect(sceneNames()).toEqual(['Booking a table']));
    const last = server.callsTo(SCENES).at(-1);
    expect(last?.query.get('level')).toBe('A2');
    expect(last?.query.get('topicTypeId')).toBeNull();
  });

  it('searches once the learner stops typing', async () => {
    const server = fakeServer({ [TYPES]: () => topicTypes, [SCENES]: filterScenes });
    const { user } = renderScreen('/chat/lobby', server);
    await screen.findByRole('button', { name: 'Ordering coffee' }, FIRST_LOAD);
    await user.type(screen.getByRole('searchbox', { name: 'Search scenes' }), 'bus');
    await waitFor(() => expect(sceneNames()).toEqual(['At the bus stop']));
    const searches = server.callsTo(SCENES).map((c) => c.query.get('search'));
    expect(searches).toEqual([null, 'bus']);
  });

  it('says when nothing matches and clears the filters', async () => {
    const { user } = renderScreen('/chat/lobby', fakeServer({ [TYPES]: () => topicTypes, [SCENES]: filterScenes }));
    await screen.findByRole('button', { name: 'Ordering coffee' }, FIRST_LOAD);
    await user.type(screen.getByRole('searchbox', { name: 'Search scenes' }), 'spaceship');
    expect(await screen.findByText('No scenes match. Try another topic, level or word.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all scenes' }));
    expect(screen.getByRole('searchbox', { name: 'Search scenes' })).toHaveValue('');
    await waitFor(() => expect(sceneNames()).toHaveLength(3));
  });

  it('opens a scene and adds it to the scene list once, however often it is opened', async () => {
    const { user, location, router } = renderScreen('/chat/lobby', fakeServer({ [TYPES]: () => topicTypes, [SCENES]: filterScenes }));
    await user.click(await screen.findByRole('button', { name: 'Ordering coffee' }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/lobby/topic-info?id=1'));
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: 'At the bus stop' }));
    await waitFor(() => expect(location()).toBe('/chat/lobby/topic-info?id=3'));
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: 'Ordering coffee' }));
    await waitFor(() => expect(location()).toBe('/chat/lobby/topic-info?id=1'));
    expect(useSceneListStore.getState().scenes).toEqual([
      { id: 1, title: 'Ordering coffee', level: 'A1' },
      { id: 3, title: 'At the bus stop', level: 'A1' },
    ]);
  });

  it('shows scenes a page at a time and loads the rest at the bottom', async () => {
    const many = Array.from({ length: 30 }, (_, i) => sceneSummary(i + 1, { title: `Scene number ${i + 1}`, level: i < 20 ? 'A1' : 'B1' }));
    const server = fakeServer({
      [TYPES]: () => topicTypes,
      [SCENES]: ({ query }) => {
        const page = Number(query.get('page'));
        const pageSize = Number(query.get('pageSize'));
        const list = many.filter((s) => !query.get('level') || s.level === query.get('level'));
        return { list: list.slice((page - 1) * pageSize, page * pageSize), total: list.length };
      },
    });
    const { user } = renderScreen('/chat/lobby', server);
    await screen.findByRole('button', { name: 'Scene number 1' }, FIRST_LOAD);
    expect(screen.getByText('30 scenes')).toBeVisible();
    expect(sceneNames()).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(sceneNames()).toHaveLength(30));
    expect(sceneNames().at(-1)).toBe('Scene number 30');
    expect(screen.getByText('That is everything.')).toBeVisible();
    expect(server.callsTo(SCENES).map((c) => [c.query.get('page'), c.query.get('pageSize')])).toEqual([
      ['1', '24'],
      ['2', '24'],
    ]);

    // A new filter starts again from its first page, which holds all of it.
    await user.click(within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: 'B1' }));
    await waitFor(() => expect(sceneNames()).toHaveLength(10));
    expect(server.callsTo(SCENES).at(-1)?.query.get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText('That is everything.')).not.toBeInTheDocument();
  });

  it('keeps the scenes on screen when a later page fails, and loads it on retry', async () => {
    const many = Array.from({ length: 30 }, (_, i) => sceneSummary(i + 1, { title: `Scene number ${i + 1}` }));
    let failNext = true;
    const { user } = renderScreen(
      '/chat/lobby',
      fakeServer({
        [TYPES]: () => topicTypes,
        [SCENES]: ({ query }) => {
          const page = Number(query.get('page'));
          if (page === 2 && failNext) {
            failNext = false;
            throw new ServerFailure('the lobby lost a page');
          }
          return { list: many.slice((page - 1) * 24, page * 24), total: many.length };
        },
      }),
    );
    await screen.findByRole('button', { name: 'Scene number 1' }, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more.')).toBeVisible();
    expect(sceneNames()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sceneNames()).toHaveLength(30));
  });

  it('shows an error with a retry when the scenes cannot load', async () => {
    let attempt = 0;
    const { user } = renderScreen(
      '/chat/lobby',
      fakeServer({
        [TYPES]: () => topicTypes,
        [SCENES]: (call) => {
          attempt += 1;
          if (attempt === 1) throw new ServerFailure('the lobby is closed');
          return filterScenes(call);
        },
      }),
    );
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent('the lobby is closed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Ordering coffee' })).toBeVisible();
  });
});
