// The debug panel of a call: how long each stage of the last turn took, from the moment its end
// was detected to the first sound of the reply. The learner's pause comes before all of this.
import type { StageTimes } from '../call-session';

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

export function CallTimings({ times, pauseMs }: { times: StageTimes | null; pauseMs: number }) {
  return (
    <section className="call-timings" aria-label="Timings of the last turn">
      {times === null ? (
        <p>No turn yet.</p>
      ) : (
        <table>
          <tbody>
            <tr><th scope="row">Upload</th><td>{ms(times.upload)}</td></tr>
            <tr><th scope="row">Recognition</th><td>{ms(times.recognition)}</td></tr>
            <tr><th scope="row">Reply</th><td>{ms(times.reply)}</td></tr>
            <tr><th scope="row">Speech</th><td>{ms(times.speech)}</td></tr>
            <tr><th scope="row">End of turn → first audio</th><td>{ms(times.total)}</td></tr>
          </tbody>
        </table>
      )}
      <p className="call-timings__note">Before these: your pause of {(pauseMs / 1000).toFixed(1)} s that ends a turn.</p>
    </section>
  );
}
