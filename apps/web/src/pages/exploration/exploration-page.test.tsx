import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen, sceneSummary } from '../../test/render-screen';

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

describe('the exploration tab', () => {
  it('shows the explorations in a swiper and a list with the progress of each', async () => {
    renderScreen('/chat/exploration', fakeServer({ [PATH]: () => explorations }));
    const carousel = await screen.findByRole('region', { name: 'Featured explorations' }, FIRST_LOAD);
    expect(within(carousel).getByRole('button', { name: 'Travel troubles (1 of 2)' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'A night out (2 of 2)' })).toBeInTheDocument();
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
