// The phone's back button closes an open sheet and stays on the page; closing the sheet otherwise
// leaves no extra history entry behind. jsdom's history fires popstate like a browser does.
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Globals as springGlobals } from '@react-spring/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sheet } from './sheet';

function Page() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet isOpen={isOpen} onClose={() => setOpen(false)}>
        <p>Sheet body</p>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Sheet>
    </>
  );
}

/** The sheet adds its entry one task after opening. */
const entryAdded = (length: number) => waitFor(() => expect(window.history.length).toBe(length + 1));

describe('Sheet', () => {
  // antd-mobile's Popup animates with react-spring, whose frame loop jsdom drives badly: once one
  // sheet had closed, the next one's closing animation often never ended and it stayed "visible".
  // These tests check where the sheet ends up, so its animations jump to their end. Only here: an
  // endless animation (a loading indicator) would spin forever with skipAnimation on.
  beforeAll(() => springGlobals.assign({ skipAnimation: true }));
  afterAll(() => springGlobals.assign({ skipAnimation: false }));

  it('closes on the back button without leaving the page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<Page />);
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Sheet body')).toBeVisible();
    await entryAdded(before);
    const url = window.location.href;

    act(() => window.history.back());

    await waitFor(() => expect(screen.queryByText('Sheet body')).not.toBeVisible());
    expect(window.location.href).toBe(url);
  });

  it('takes its history entry back when closed by a button, so the next back leaves the page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const state = () => (window.history.state as Record<string, unknown> | null)?.parleySheet;
    await waitFor(() => expect(state()).toBeDefined());

    // A plain click: the sheet's swipe-to-close gesture needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(state()).toBeUndefined());
    await waitFor(() => expect(screen.queryByText('Sheet body')).not.toBeVisible());
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Sheet body')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Sheet body')).not.toBeVisible());
  });
});
