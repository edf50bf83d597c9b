// The input bar: the box grows with the message up to about four lines, Enter sends (Shift+Enter
// is a new line), and every icon-only button says what it does.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatInput, type RecorderControls } from './chat-input';

const recorder = (overrides: Partial<RecorderControls> = {}): RecorderControls => ({
  isAvailable: true,
  isRecording: false,
  recorderError: null,
  start: vi.fn(async () => true),
  stop: vi.fn(async () => null),
  ...overrides,
});

function Input({ onSend, controls = recorder() }: { onSend(text: string): void; controls?: RecorderControls }) {
  const [value, setValue] = useState('');
  return (
    <ChatInput
      value={value}
      onChange={setValue}
      onSend={() => {
        onSend(value);
        setValue('');
      }}
      isSending={false}
      recorder={controls}
      onRecorded={() => {}}
      isRecognizing={false}
      onHints={() => {}}
      onEmoji={() => {}}
    />
  );
}

/** jsdom lays nothing out: the text needs one 22 px line per 30 characters, as on a phone. */
function stubTextHeight() {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!(this instanceof HTMLTextAreaElement)) return 0;
      const lines = Math.max(1, ...this.value.split('\n').map((line) => Math.ceil(line.length / 30) || 1)) + this.value.split('\n').length - 1;
      return lines * 22 + 20;
    },
  });
  return () => (original ? Object.defineProperty(HTMLElement.prototype, 'scrollHeight', original) : undefined);
}

// Typing is slow in jsdom when every test file runs at once.
describe('the chat input', { timeout: 15_000 }, () => {
  let restore = () => {};
  afterEach(() => restore());

  it('grows with the message instead of scrolling it out of sight, and sends on Enter', async () => {
    restore = stubTextHeight();
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Input onSend={onSend} />);
    const box = screen.getByLabelText('Your message');
    expect(box).toHaveStyle({ height: '42px' });
    await user.click(box);
    await user.paste('Yesterday I go to the park with my friends.');
    // 43 characters: two lines, both in sight (the stylesheet caps the height at four lines).
    expect(box).toHaveStyle({ height: '64px' });
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.paste('and then home');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveStyle({ height: '86px' });
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Yesterday I go to the park with my friends.\nand then home');
    expect(box).toHaveValue('');
    expect(box).toHaveStyle({ height: '42px' });
  });

  it('names its icon buttons: hints, emoji, the microphone, send and stop', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Input onSend={() => {}} />);
    expect(screen.getByRole('button', { name: 'Hints: what could I say?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Emoji' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hold to talk, or tap to start recording' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your message'), 'Hi');
    const send = screen.getByRole('button', { name: 'Send' });
    // The paper plane, not antd-mobile's "open in a new window".
    expect(send.querySelector('svg path')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Your message'));
    rerender(<Input onSend={() => {}} controls={recorder({ isRecording: true })} />);
    // While recording, the microphone is a filled square that says it stops (not ⊘, "not allowed").
    const stop = screen.getByRole('button', { name: 'Stop recording' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(stop.querySelector('svg rect')).toBeInTheDocument();
  });

  it('leaves an empty box to its placeholder and counts characters once there are some', async () => {
    const user = userEvent.setup();
    render(<Input onSend={() => {}} />);
    const box = screen.getByLabelText('Your message');
    expect(box).toHaveAttribute('placeholder', 'Type, or hold the mic');
    expect(screen.queryByText(/\/140$/)).not.toBeInTheDocument();
    expect(box).not.toHaveClass('chat-input__text--counted');
    await user.type(box, 'Hi');
    expect(screen.getByText('2/140')).toBeInTheDocument();
    expect(box).toHaveClass('chat-input__text--counted');
    expect(box).toHaveAccessibleDescription('2/140');
  });
});
