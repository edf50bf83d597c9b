import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { FIRST_LOAD, fakeServer, renderScreen } from '../../test/render-screen';

/** A new learner who has just chosen a native language: no level is stored yet. */
function openAfterNativeLanguage() {
  const view = renderScreen('/chat/intro', fakeServer({}));
  useRoleSetupStore.setState({ hasInitSet: false, initSetting: { nativeLanguage: 'es' } as never, topics: [] });
  act(() => void view.router.navigate('/chat/initialization/experience'));
  return view;
}

const levelList = () => screen.findByRole('radiogroup', { name: 'English level' }, FIRST_LOAD);

describe('the experience step', () => {
  it('offers A1 to C2, each in plain words with an example sentence, with A1 chosen by default', async () => {
    openAfterNativeLanguage();
    const list = await levelList();
    expect(screen.getByText('Step 2 of 3')).toBeVisible();
    const levels = within(list).getAllByRole('radio');
    expect(levels.map((l) => within(l).getByText(/^[ABC][12] · /).textContent)).toEqual([
      'A1 · Beginner',
      'A2 · Elementary',
      'B1 · Intermediate',
      'B2 · Upper intermediate',
      'C1 · Advanced',
      'C2 · Proficient',
    ]);
    expect(within(levels[0]!).getByText('You know simple words and can introduce yourself.')).toBeVisible();
    expect(within(levels[0]!).getByText('“My name is Ana. I am from Spain.”')).toBeVisible();
    expect(within(list).getByRole('radio', { name: /A1 · Beginner/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(list).getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('keeps the chosen level with the native language and goes to the topic step', async () => {
    const { user, location } = openAfterNativeLanguage();
    const list = await levelList();
    await user.click(within(list).getByRole('radio', { name: /B2 · Upper intermediate/ }));
    expect(within(list).getByRole('radio', { name: /A1 · Beginner/ })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/chat/initialization/topic'));
    expect(useRoleSetupStore.getState().initSetting).toEqual({ nativeLanguage: 'es', experience: { type: 'B2' } });
  });

  it('starts from the saved level when the learner comes back to change it', async () => {
    renderScreen('/chat/initialization/experience', fakeServer({}), { level: 'C1' });
    const list = await levelList();
    expect(within(list).getByRole('radio', { name: /C1 · Advanced/ })).toHaveAttribute('aria-checked', 'true');
  });
});
