// What the learner can do with one message (long press or "more"): translate, check grammar,
// score pronunciation, copy, collect and play. Each runs under a loading toast; what it finds is
// handed up (onUpdate) to be kept with the message.
import { Toast } from 'antd-mobile';
import { collectMessageCall } from '../../api/collection';
import { checkGrammarCall, translateCall } from '../../api/language';
import { assessRecordingCall } from '../../api/speech';
import type { LocalMessage, MessageExtras } from './hooks/use-chat';

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ content: 'Copied' });
  } catch {
    Toast.show({ content: 'Copied error' });
  }
}

/** Runs an action under a loading toast; what it answers (or its error) is shown after. */
async function run(action: () => Promise<string | void>) {
  const loading = Toast.show({ icon: 'loading', content: 'Working…', duration: 0 });
  let notice: string | void;
  try {
    notice = await action();
  } catch (error) {
    notice = (error as Error).message || 'system error';
  }
  // antd-mobile has one toast at a time: closing the loading toast after showing the notice
  // would close the notice.
  loading.close();
  if (notice) Toast.show({ content: notice });
}

export interface MessageAction {
  key: string;
  text: string;
  onClick(): void;
}

export function messageActions(message: LocalMessage, { onUpdate, onSpeak }: { onUpdate(patch: MessageExtras): void; onSpeak(): void }): MessageAction[] {
  const isAi = message.from === 'ai';
  const assess = (audioUrl: string) =>
    run(async () => {
      const { assessment } = await assessRecordingCall(audioUrl, message.content);
      if (!assessment) return 'Could not score this recording';
      onUpdate({ assessment });
    });
  const collect = (id: number) => run(async () => ((await collectMessageCall(id)).isNew ? 'Saved to your collection' : 'Already in your collection'));

  return [
    { key: 'translate', text: 'Translate', onClick: () => void run(async () => onUpdate({ translation: (await translateCall(message.content)).text })) },
    ...(isAi ? [] : [{ key: 'grammar', text: 'Check grammar', onClick: () => void run(async () => onUpdate({ grammar: await checkGrammarCall(message.content) })) }]),
    ...(!isAi && message.audioUrl ? [{ key: 'pronunciation', text: 'Pronunciation score', onClick: () => void assess(message.audioUrl!) }] : []),
    { key: 'copy', text: 'Copy', onClick: () => void copyText(message.content) },
    ...(message.id ? [{ key: 'collect', text: 'Collect', onClick: () => void collect(message.id!) }] : []),
    { key: 'play', text: 'Play', onClick: onSpeak },
  ];
}
