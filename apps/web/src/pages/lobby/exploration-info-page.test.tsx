import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ServerFailure, fakeServer, renderScreen, sceneSummary } from '../../test/render-screen';

const PATH = '/api/aiTopic/v1/getExplorationList';

function travelTroubles(completedSceneIds: number[]) {
  return {
    id: 5,
    slug: 'travel-troubles',
    title: 'Travel troubles',
    level: 'A2',
    story: 'Your trip goes wrong in every way it can.',
    coverUrl: '/content/covers/travel-troubles.svg',
    scenes: [
      sceneSummary(21, { title: 'Missed the train' }),
      sceneSummary(22, { title: 'Lost luggage' }),
      sceneSummary(23, { title: 'Hotel mix-up' }),
    ],
    completedSceneIds,
  };
}

const answer = (completed: number[]) => () => ({ list: [travelTroubles(completed)], total: 1 });

describe("an exploration's details", () => {
  it('tells the story and lists the scenes in order with what the learner has done', async () => {
    const server = fakeServer({ [PATH]: answer([21]) });
    renderScreen('/chat/lobby/exploration-info?id=5', server);
    expect(await screen.findByRole('heading', { level: 2, name: 'Travel troubles' }, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText('Your trip goes wrong in every way it can.')).toBeVisible();
    expect(screen.getByText('1 of 3 scenes done')).toBeVisible();
    const steps = within(screen.getAllByRole('list').at(-1)!).getAllByRole('button');
    expect(steps.map((s) => s.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      '1. Missed the train A2 · Goal of scene 21 Done',
      '2. Lost luggage A2 · Goal of scene 22 Next',
      '3. Hotel mix-up A2 · Goal of scene 23 To do',
    ]);
    expect(server.callsTo(PATH)[0]?.query.get('id')).toBe('5');
  });

  it('starts the next scene with the partner the learner chose', async () => {
    const { user, location } = renderScreen('/chat/lobby/exploration-info?id=5', fakeServer({ [PATH]: answer([21]) }), { roleId: 2 });
    await user.click(await screen.findByRole('button', { name: 'Continue with “Lost luggage”' }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/chatroom?sceneId=22&roleId=2'));
  });

  it('starts from the first scene when nothing is done, and opens any scene for its details', async () => {
    const { user, location, router } = renderScreen('/chat/lobby/exploration-info?id=5', fakeServer({ [PATH]: answer([]) }));
    await user.click(await screen.findByRole('button', { name: 'Start “Missed the train”' }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/chatroom?sceneId=21&roleId=1'));
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: /^3\. Hotel mix-up/ }));
    await waitFor(() => expect(location()).toBe('/chat/lobby/topic-info?id=23'));
  });

  it('says when every scene is done', async () => {
    renderScreen('/chat/lobby/exploration-info?id=5', fakeServer({ [PATH]: answer([21, 22, 23]) }));
    expect(await screen.findByText('You have finished every scene of this exploration.', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText('3 of 3 scenes done')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Start|Continue with)/ })).not.toBeInTheDocument();
  });

  it('says when the exploration does not exist', async () => {
    renderScreen('/chat/lobby/exploration-info?id=99', fakeServer({ [PATH]: () => ({ list: [], total: 0 }) }));
    expect(await screen.findByText('This exploration does not exist.', {}, FIRST_LOAD)).toBeVisible();
  });

  it('shows an error with a retry', async () => {
    let attempt = 0;
    const { user } = renderScreen(
      '/chat/lobby/exploration-info?id=5',
      fakeServer({
        [PATH]: () => {
          attempt += 1;
          if (attempt === 1) throw new ServerFailure('the map is torn');
          return answer([])();
        },
      }),
    );
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent('the map is torn');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Travel troubles' })).toBeVisible();
  });

  it('without an id, leads back to all explorations', async () => {
    const { user, location } = renderScreen('/chat/lobby/exploration-info', fakeServer({}));
    await user.click(await screen.findByRole('button', { name: 'See all explorations' }, FIRST_LOAD));
    await waitFor(() => expect(location()).toBe('/chat/exploration'));
  });
});
