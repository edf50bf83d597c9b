import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { FIRST_LOAD, fakeServer, renderScreen } from '../../test/render-screen';

/** A learner who has chosen a role and now starts the initial setup, with nothing else stored. */
function openAsNewLearner() {
  const view = renderScreen('/chat/intro', fakeServer({}));
  useRoleSetupStore.setState({ hasInitSet: false, initSetting: null, topics: [] });
  act(() => void view.router.navigate('/chat/initialization/nativeLanguage'));
  return view;
}

const languageList = () => screen.findByRole('radiogroup', { name: 'Native language' }, FIRST_LOAD);

describe('the native-language step', () => {
  it('lists at least 20 languages, each under its own name and marked with its language', async () => {
    openAsNewLearner();
    const list = await languageList();
    const options = within(list).getAllByRole('radio');
    expect(options.length).toBeGreaterThanOrEqual(20);
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    for (const [ownName, englishName, tag] of [
      ['Español', 'Spanish', 'es'],
      ['日本語', 'Japanese', 'ja'],
      ['العربية', 'Arabic', 'ar'],
      ['Deutsch', 'German', 'de'],
    ] as const) {
      const option = within(list).getByRole('radio', { name: new RegExp(ownName) });
      expect(within(option).getByText(ownName)).toHaveAttribute('lang', tag);
      expect(within(option).getByText(englishName)).toBeVisible();
    }
  });

  it('asks for a choice before going on, then keeps it and goes to the level step', async () => {
    const { user, location } = openAsNewLearner();
    const list = await languageList();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(within(list).getByRole('radio', { name: /Português/ }));
    expect(within(list).getByRole('radio', { name: /Português/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(next);
    await waitFor(() => expect(location()).toBe('/chat/initialization/experience'));
    expect(useRoleSetupStore.getState().initSetting).toEqual({ nativeLanguage: 'pt-BR', experience: { type: 'A1' } });
  });

  it('finds a language by its English or own name, and says when nothing matches', async () => {
    const { user } = openAsNewLearner();
    const list = await languageList();
    const search = screen.getByPlaceholderText('Search languages');
    await user.type(search, 'kor');
    expect(within(list).getAllByRole('radio').map((r) => r.textContent)).toEqual(['한국어Korean']);
    await user.clear(search);
    await user.type(search, 'Svenska');
    expect(within(list).getAllByRole('radio').map((r) => r.textContent)).toEqual(['SvenskaSwedish']);
    await user.clear(search);
    await user.type(search, 'Klingon');
    expect(within(list).queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('No language matches “Klingon”.')).toBeVisible();
  });

  it('starts from the saved language when the learner comes back to change it', async () => {
    renderScreen('/chat/initialization/nativeLanguage', fakeServer({}));
    const list = await languageList();
    expect(within(list).getByRole('radio', { name: /Español/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
