import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGuideStore } from '../../stores/guide-store';
import { useRoleSetupStore, type InitSetting } from '../../stores/role-setup-store';
import { FIRST_LOAD, ServerFailure, fakeServer, never, renderScreen, type ServerCall } from '../../test/render-screen';

const TOPICS = '/api/transform/v1/getTopicList';
const SAVE = '/api/user/v1/updateUserLanguageAndLevel';

const topic = (key: string, name: string, emoji: string) => ({ key, name, emoji, description: `${name} talk` });
const topics = { list: [topic('travel', 'Travel', '✈️'), topic('food', 'Food & drink', '🍜'), topic('work', 'Work', '💼'), topic('films', 'Films', '🎬')], total: 4 };

function topicServer(overrides: Record<string, (call: ServerCall) => unknown> = {}) {
  return fakeServer({ [TOPICS]: () => topics, [SAVE]: () => null, ...overrides });
}

/** A new learner at the last step: role, native language and level chosen, setup not finished. */
function openAsNewLearner(server: ReturnType<typeof topicServer>, initSetting: InitSetting | null = { nativeLanguage: 'fr', experience: { type: 'B1' } }) {
  const view = renderScreen('/chat/intro', server);
  useRoleSetupStore.setState({ hasInitSet: false, initSetting, topics: [] });
  act(() => void view.router.navigate('/chat/initialization/topic'));
  return view;
}

const topicGroup = () => screen.findByRole('group', { name: 'Topics' }, FIRST_LOAD);

describe('the topic step', () => {
  beforeEach(() => useGuideStore.setState({ hasFinishedGuide: false }));

  it('lets the learner pick several topics and saves them with the language and level, then goes home', async () => {
    const server = topicServer();
    const { user, location } = openAsNewLearner(server);
    const group = await topicGroup();
    expect(screen.getByText('Step 3 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pick at least one topic' })).toBeDisabled();
    await user.click(within(group).getByRole('button', { name: /Travel/ }));
    await user.click(within(group).getByRole('button', { name: /Films/ }));
    await user.click(within(group).getByRole('button', { name: /Work/ }));
    await user.click(within(group).getByRole('button', { name: /Work/ }));
    expect(within(group).getByRole('button', { name: /Travel/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: /Work/ })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('All set. Enjoy your practice!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/chat/home'));
    expect(server.callsTo(SAVE).map((c) => c.body)).toEqual([{ nativeLanguage: 'fr', level: 'B1', topics: ['travel', 'films'] }]);
    expect(useRoleSetupStore.getState()).toMatchObject({ hasInitSet: true, topics: ['travel', 'films'] });
    expect(useGuideStore.getState().hasFinishedGuide).toBe(true);
  });

  it('only says the topics are saved when the learner already finished the guide before', async () => {
    useGuideStore.setState({ hasFinishedGuide: true });
    const { user } = renderScreen('/chat/initialization/topic', topicServer(), { topics: ['food'] });
    const group = await topicGroup();
    expect(within(group).getByRole('button', { name: /Food & drink/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Your topics are saved.')).toBeInTheDocument();
  });

  it('keeps the learner on the step with the server message when saving fails', async () => {
    const server = topicServer({
      [SAVE]: () => {
        throw new ServerFailure('settings are resting');
      },
    });
    const { user, location } = openAsNewLearner(server);
    await user.click(within(await topicGroup()).getByRole('button', { name: /Food & drink/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('settings are resting');
    expect(location()).toBe('/chat/initialization/topic');
    expect(useRoleSetupStore.getState().hasInitSet).toBe(false);
    expect(useGuideStore.getState().hasFinishedGuide).toBe(false);
  });

  it('sends the learner back to the first step when the native language is missing', async () => {
    const server = topicServer();
    const { user, location } = openAsNewLearner(server, null);
    await user.click(within(await topicGroup()).getByRole('button', { name: /Travel/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(location()).toBe('/chat/initialization/nativeLanguage'));
    expect(server.callsTo(SAVE)).toHaveLength(0);
  });

  it('shows loading, then an error with a retry for the topics, and says when there are none', async () => {
    let attempt = 0;
    const server = topicServer({
      [TOPICS]: () => {
        attempt += 1;
        if (attempt === 1) throw new ServerFailure('topics are resting');
        return { list: [], total: 0 };
      },
    });
    const { user } = openAsNewLearner(server);
    expect(await screen.findByText('topics are resting', {}, FIRST_LOAD)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing here yet.')).toBeVisible();
  });

  it('shows the loading state while the topics come', async () => {
    openAsNewLearner(topicServer({ [TOPICS]: never }));
    expect(await screen.findByRole('status', {}, FIRST_LOAD)).toHaveTextContent('Loading');
  });
});
