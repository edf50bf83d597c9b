// "Say it" / "Stop and score" for one sentence, with what went wrong under it: the button of the
// review's listen-and-repeat card and of the chat's "Practise this" sheet (use-say-and-score.ts).
import { Button } from 'antd-mobile';
import type { Assessment } from '@parley/contract/speech';
import { useSayAndScore } from '../hooks/use-say-and-score';

export function SayItButton({ sentence, onScored, onRecording }: { sentence: string; onScored(assessment: Assessment): void; onRecording?(isRecording: boolean): void }) {
  const say = useSayAndScore(sentence, onScored);
  const toggle = async () => {
    onRecording?.(!say.isRecording);
    await say.toggle();
  };
  return (
    <>
      <Button block color="primary" aria-pressed={say.isRecording} loading={say.isScoring} disabled={!say.canRecord || say.isScoring} onClick={() => void toggle()}>
        {say.label}
      </Button>
      {say.error && (
        <p className="field__error" role="alert">
          {say.error}
        </p>
      )}
    </>
  );
}
