// The debug panel of a call: how long each stage of the last turn took, from the moment its end
// was detected to the first sound of the reply. The learner's pause comes before all of this.
import { Trans, useLingui } from '@lingui/react/macro';
import type { StageTimes } from '../call-session';

export function CallTimings({ times, pauseMs }: { times: StageTimes | null; pauseMs: number }) {
  const { t, i18n } = useLingui();
  const ms = (value: number | null) => {
    if (value === null) return '—';
    const milliseconds = i18n.number(Math.round(value));
    return t({ comment: 'A duration in milliseconds', message: `${milliseconds} ms` });
  };
  const seconds = i18n.number(pauseMs / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section className="call-timings" aria-label={t`Timings of the last turn`}>
      {times === null ? (
        <p>
          <Trans>No turn yet.</Trans>
        </p>
      ) : (
        <table>
          <tbody>
            <tr><th scope="row"><Trans comment="Timings: sending the recording to the server">Upload</Trans></th><td>{ms(times.upload)}</td></tr>
            <tr><th scope="row"><Trans comment="Timings: turning the recording into text">Recognition</Trans></th><td>{ms(times.recognition)}</td></tr>
            <tr><th scope="row"><Trans comment="Timings: the partner writing the reply">Reply</Trans></th><td>{ms(times.reply)}</td></tr>
            <tr><th scope="row"><Trans comment="Timings: making the audio of the reply">Speech</Trans></th><td>{ms(times.speech)}</td></tr>
            <tr><th scope="row"><Trans>End of turn → first audio</Trans></th><td>{ms(times.total)}</td></tr>
          </tbody>
        </table>
      )}
      <p className="call-timings__note">
        <Trans>Before these: your pause of {seconds} s that ends a turn.</Trans>
      </p>
    </section>
  );
}
