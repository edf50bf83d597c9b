import { textToAudio } from '@parley/contract/speech';
import type { EndpointInput } from '@parley/contract/endpoint';
import { api } from '../../../lib/api';

/** Asks the server to speak a text; answers the url of a WAV file to play. */
export function textToAudioCall(input: EndpointInput<typeof textToAudio>) {
  return api().call(textToAudio, input);
}
