import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen, sceneSummary, type ServerCall } from '../../test/render-screen';
import { measurePxLikeABrowser, pullDown } from '../../test/pull-to-refresh';

const PATH = '/api/aiTopic/v1/getExplorationList';

function exploration(id: number, title: string, completedSceneIds: number[] = []) {
  return {
    id,
    slug: `exploration-${id}`,
    title,
    level: 'A2',
    story: `The story of ${title}`,
    coverUrl: `/content/covers/exploration-${id}.svg`,
    scenes: [sceneSummary(id * 10 + 1), sceneSummary(id * 10 + 2), sceneSummary(id * 10 + 3)],
    completedSceneIds,
  };
}

const explorations = { list: [exploration(1, 'Travel troubles', [11]), exploration(2, 'A night out')], total: 2 };

/** Answers like the server: `pageSize` explorations of `all` from `page`. */
const pagesOf =
  (all: ReturnType<typeof exploration>[]) =>
  ({ query }: ServerCall) => {
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    return { list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
  };

describe('the exploration tab', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the explorations in a swiper and a list with the progress of each', async () => {
    renderScreen('/chat/exploration', fakeServer({ [PATH]: () => explorations }));
    const carousel = await screen.findByRole('region', { name: 'Featured explorations' }, FIRST_LOAD);
    expect(within(carousel).getByRole('button', { name: 'Travel troubles (1 of 2)' })).toBeInTheDocument();
    // The next slide waits off screen, out of reach of screen readers and the keyboard until it turns.
    expect(within(carousel).queryByRole('button', { name: 'A night out (2 of 2)' })).not.toBeInTheDocument();
    for (const waiting of within(carousel).getAllByRole('button', { name: 'A night out (2 of 2)', hidden: true })) expect(waiting).toHaveAttribute('tabindex', '-1');
    const list = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(list).toEqual(['Travel troubles A2 · 3 scenes · 1 done', 'A night out A2 · 3 scenes · 0 done']);
  });

  it('opens an exploration from the list or the swiper', async () => {
    const { user, location, router } = renderScreen('/chat/exploration', fakeServer({ [PATH]: () => explorations }));
    await user.click(await screen.findByRole('button', { name: /^A night out A2/ }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/lobby/exploration-info?id=2'));
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: 'Travel troubles (1 of 2)' }));
    await waitFor(() => expect(location()).toBe('/chat/lobby/exploration-info?id=1'));
  });

  it('lets the learner stop the moving slides', async () => {
    const { user } = renderScreen('/chat/exploration', fakeServer({ [PATH]: () => explorations }));
    await user.click(await screen.findByRole('button', { name: 'Pause slides' }, FIRST_LOAD));
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeVisible();
  });

  it('lists ten explorations at first and loads the rest at the bottom', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => exploration(i + 1, `Journey ${i + 1}`));
    const server = fakeServer({ [PATH]: pagesOf(twelve) });
    const { user } = renderScreen('/chat/exploration', server);
    await screen.findByRole('button', { name: /^Journey 1 A2/ }, FIRST_LOAD);
    const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(rows().at(-1)).toHaveTextContent('Journey 12');
    expect(screen.getByText('That is everything.')).toBeVisible();
    expect(server.callsTo(PATH).map((c) => [c.query.get('page'), c.query.get('pageSize')])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
    // The swiper keeps featuring the first few.
    expect(within(screen.getByRole('region', { name: 'Featured explorations' })).getByRole('button', { name: 'Journey 1 (1 of 5)' })).toBeInTheDocument();
  });

  it('offers no load more when every exploration fits on one page', async () => {
    renderScreen('/chat/exploration', fakeServer({ [PATH]: () => explorations }));
    await screen.findByRole('button', { name: /^A night out A2/ }, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText('That is everything.')).not.toBeInTheDocument();
  });

  it('asks the server again when the learner pulls the page down, showing progress made meanwhile', async () => {
    measurePxLikeABrowser();
    let completed: number[] = [];
    const server = fakeServer({ [PATH]: () => ({ list: [exploration(1, 'Travel troubles', completed)], total: 1 }) });
    renderScreen('/chat/exploration', server);
    const row = await screen.findByRole('button', { name: 'Travel troubles A2 · 3 scenes · 0 done' }, FIRST_LOAD);
    // A scene of it finished in the chat room meanwhile.
    completed = [11];

    pullDown(row, 20);
    expect(server.callsTo(PATH)).toHaveLength(1);

    pullDown(row, 200);
    expect(await screen.findByRole('button', { name: 'Travel troubles A2 · 3 scenes · 1 done' })).toBeVisible();
    expect(server.callsTo(PATH)).toHaveLength(2);
  });

  it('shows loading, then an error with a retry that loads the list', async () => {
    let attempt = 0;
    const { user } = renderScreen(
      '/chat/exploration',
      fakeServer({
        [PATH]: () => {
          attempt += 1;
          if (attempt === 1) throw new ServerFailure('explorations are lost');
          return explorations;
        },
      }),
    );
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent('explorations are lost');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Featured explorations' })).toBeInTheDocument();
  });

  it('says so while loading and when there is nothing yet', async () => {
    const first = renderScreen('/chat/exploration', fakeServer({ [PATH]: never }));
    expect(await screen.findByRole('status', {}, FIRST_LOAD)).toHaveTextContent('Loading');
    first.view.unmount();
    renderScreen('/chat/exploration', fakeServer({ [PATH]: () => ({ list: [], total: 0 }) }));
    expect(await screen.findByText('No explorations yet. Pull down to check again.')).toBeVisible();
  });
});
