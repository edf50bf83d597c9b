// What the learner can do with one message (the buttons under it, or a long press): play it,
// translate it, check its grammar, score its pronunciation, practise saying it (a partner's message,
// or the corrected form of a learner's), save it to the collection and copy it.
// Each runs under a loading toast; what it finds is handed up (onUpdate) to be kept with the message.
import { Toast } from 'antd-mobile';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { collectMessageCall } from '../../api/collection';
import { checkGrammarCall, translateCall } from '../../api/language';
import { assessRecordingCall } from '../../api/speech';
import { describeError } from '../../lib/request/error-message';
import type { LocalMessage, MessageExtras } from './hooks/use-chat';

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ content: t`Copied` });
  } catch {
    Toast.show({ content: t({ comment: 'Toast: the text could not be copied to the clipboard', message: 'Copied error' }) });
  }
}

/** Runs an action under a loading toast; what it answers (or its error) is shown after. */
async function run(action: () => Promise<string | void>) {
  const loading = Toast.show({ icon: 'loading', content: t`Working…`, duration: 0 });
  let notice: string | void;
  try {
    notice = await action();
  } catch (error) {
    notice = describeError(error);
  }
  // antd-mobile has one toast at a time: closing the loading toast after showing the notice
  // would close the notice.
  loading.close();
  if (notice) Toast.show({ content: notice });
}

export type MessageActionKey = 'play' | 'translate' | 'grammar' | 'pronunciation' | 'practise' | 'collect' | 'copy';

export interface MessageAction {
  key: MessageActionKey;
  /** The button's text; translated where it is shown. */
  label: MessageDescriptor;
  onClick(): void;
}

export interface MessageActionHandlers {
  onUpdate(patch: MessageExtras): void;
  onSpeak(): void;
  /** Opens the page's "Practise this" sheet (a partner's message, or a learner's corrected one);
   * without it there is no such action. */
  onPractise?(): void;
}

export function messageActions(message: LocalMessage, { onUpdate, onSpeak, onPractise }: MessageActionHandlers): MessageAction[] {
  const isAi = message.from === 'ai';
  const { audioUrl, id, content } = message;
  const assess = (url: string) =>
    run(async () => {
      const { assessment } = await assessRecordingCall(url, content);
      if (!assessment) return t`Could not score this recording`;
      onUpdate({ assessment });
    });
  const collect = (messageId: number) => run(async () => ((await collectMessageCall(messageId)).isNew ? t`Saved to your collection` : t`Already in your collection`));

  const actions: Array<MessageAction | false> = [
    { key: 'play', label: msg({ comment: 'Button: says the message aloud', message: 'Play' }), onClick: onSpeak },
    { key: 'translate', label: msg({ comment: "Button: translates the message into the learner's language", message: 'Translate' }), onClick: () => void run(async () => onUpdate({ translation: (await translateCall(content)).text })) },
    !isAi && { key: 'grammar', label: msg`Check grammar`, onClick: () => void run(async () => onUpdate({ grammar: await checkGrammarCall(content) })) },
    onPractise !== undefined && { key: 'practise', label: msg({ comment: "Button: opens a sheet to hear the partner's message and say it, with a pronunciation score", message: 'Practise this' }), onClick: onPractise },
    !isAi && Boolean(audioUrl) && { key: 'pronunciation', label: msg({ comment: "Button: scores the learner's recording of this message", message: 'Pronunciation score' }), onClick: () => void assess(audioUrl!) },
    id ? { key: 'collect', label: msg({ comment: 'Button: saves the message to the collection', message: 'Save' }), onClick: () => void collect(id) } : false,
    { key: 'copy', label: msg({ comment: 'Button: copies the message text', message: 'Copy' }), onClick: () => void copyText(content) },
  ];
  return actions.filter((action): action is MessageAction => action !== false);
}
