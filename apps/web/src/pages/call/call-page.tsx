// The call screen (issue 21): talk with the teacher or the friend hands-free. Voice activity
// detection finds the end of each turn; the turn goes through the same path as a spoken chat turn
// (upload → recognition → the chat's reply → speech), so every turn lands in the chat history.
// When the microphone or the voice model cannot run, the page says why and offers push-to-talk.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ErrorBlock, Slider, Switch } from 'antd-mobile';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConversationLoadState } from '../../features/chat/components/conversation-load-state';
import { useRoles } from '../../api/content';
import { recognizeVoiceCall } from '../../api/speech';
import { useUserInfo } from '../../api/user';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';
import { useCallSettingsStore } from '../../stores/call-settings-store';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { useUserSettingsStore } from '../../stores/user-settings-store';
import { END_OF_TURN_PAUSE, TEXT_INPUT_MAX_LENGTH } from '../../constants';
import type { CallServices, UnavailableReason } from '../../features/call/call-session';
import { CallAvatar } from '../../features/call/components/call-avatar';
import { CallCaptions } from '../../features/call/components/call-captions';
import { CallSummary } from '../../features/call/components/call-summary';
import { CallTimings } from '../../features/call/components/call-timings';
import { sentenceBySentenceVoice } from '../../features/call/reply-voice';
import { useCallSession } from '../../features/call/use-call-session';
import { getAudioState, prepareSpeech, speakText, stopAudio, subscribeAudio } from '../../features/audio-player/hooks/use-audio-player';
import { useChat } from '../../features/chat/hooks/use-chat';
import { encodeWav } from '../../features/speech/hooks/wav-encoder';
import './call.css';

const UNAVAILABLE: Record<UnavailableReason, MessageDescriptor> = {
  denied: msg`Parley may not use the microphone. Allow it in your browser settings to call, or type and hold to talk in the chat.`,
  missing: msg`No microphone was found on this device. You can still type in the chat.`,
  unsupported: msg`This browser cannot run the voice detection a call needs. You can still hold to talk in the chat.`,
};

/** A tap on this page or the one before it lets the page open the microphone and play audio. */
const hasUserActivation = () => (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ?? true;

export default function CallPage() {
  const [params] = useSearchParams();
  const navigator = useNavigator();
  const { t, i18n } = useLingui();
  const storedRole = useRoleSetupStore((s) => s.roleInfo);
  const roleId = Number(params.get('roleId') ?? storedRole?.id ?? 1) === 2 ? 2 : 1;
  const roles = useRoles();
  const role = roles.data?.list.find((r) => r.id === roleId);
  const partnerName = role?.username ?? t`Your partner`;
  const userInfo = useUserInfo();
  const shouldAssess = useUserSettingsStore((s) => s.autoSpeechAssessment);
  const playbackRate = useUserSettingsStore((s) => s.playbackRate);
  const { endOfTurnPauseMs, areCaptionsShown, setEndOfTurnPause, setCaptionsShown } = useCallSettingsStore();
  const [isStartTapped, setIsStartTapped] = useState(hasUserActivation);
  const [isDebugShown, setIsDebugShown] = useState(false);

  const chat = useChat({ roleId });
  const voiceRoleId = userInfo.data?.settings.voiceRoleId ?? undefined;
  const voiceStyle = userInfo.data?.settings.voiceStyle ?? undefined;
  // The call speaks through the app's one shared player (what plays elsewhere stops).
  const voice = useMemo(
    () =>
      sentenceBySentenceVoice({
        speak: (key, text) => speakText(key, text, { voiceRoleId, voiceStyle, playbackRate }),
        prepare: (text) => prepareSpeech(text, { voiceRoleId, voiceStyle }),
        stop: stopAudio,
        getState: getAudioState,
        subscribe: subscribeAudio,
      }),
    [voiceRoleId, voiceStyle, playbackRate],
  );

  const services: CallServices = {
    recognise: async (samples, onUploaded) => {
      const result = await recognizeVoiceCall(encodeWav(samples), { assess: shouldAssess, conversationId: chat.conversationId, onProgress: (fraction) => fraction >= 1 && onUploaded() });
      return { text: result.text.slice(0, TEXT_INPUT_MAX_LENGTH), audioUrl: result.audioUrl, assessment: result.assessment };
    },
    reply: async (heard) => {
      const data = await chat.send(heard.text, { audioUrl: heard.audioUrl, assessment: heard.assessment, voice: true });
      if (!data) throw new Error(t`${partnerName} could not answer. Say it again?`);
      return { reply: data.reply.content, correction: data.learnerMessage.correction ?? null };
    },
    voice,
    now: () => performance.now(),
  };
  const isReady = !chat.talkLoad && !chat.loadError && isStartTapped;
  const call = useCallSession(services, { isStarted: isReady, endOfTurnPauseMs });
  const pauseSeconds = i18n.number(endOfTurnPauseMs / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const pushToTalk = () => void navigator.redirectTo({ url: `/chat/chatroom?roleId=${roleId}` }).catch(() => undefined);

  return (
    <PageFrame
      title={t({ comment: 'Title of the screen for a hands-free voice call with the partner', message: 'Call' })}
      right={
        <Button fill="none" size="small" className="call__debug-toggle" aria-pressed={isDebugShown} onClick={() => setIsDebugShown((v) => !v)}>
          <Trans comment="Button: shows how long each stage of the last turn took">Timings</Trans>
        </Button>
      }
    >
      <div className="call">
        <ConversationLoadState isLoading={chat.talkLoad} error={chat.loadError} onRetry={() => void chat.reload()} />
        {!chat.talkLoad && !chat.loadError && !isStartTapped && (
          <div className="state-block">
            <p>
              <Trans>Your browser needs a tap before the call can use the microphone.</Trans>
            </p>
            <Button color="primary" onClick={() => setIsStartTapped(true)}>
              <Trans>Start the call with {partnerName}</Trans>
            </Button>
          </div>
        )}
        {isReady && call.phase === 'unavailable' && (
          <div className="state-block" role="alert">
            <ErrorBlock status="default" title={t`The call cannot start`} description={i18n._(UNAVAILABLE[call.unavailableReason ?? 'unsupported'])} />
            <Button color="primary" onClick={pushToTalk}>
              <Trans>Talk in the chat instead</Trans>
            </Button>
          </div>
        )}
        {isReady && call.phase === 'ended' && (
          <>
            <CallSummary turns={call.turns} hasScores={shouldAssess} />
            <div className="call__actions">
              <Button color="primary" onClick={call.restart}>
                <Trans>Call again</Trans>
              </Button>
              <Button fill="outline" onClick={pushToTalk}>
                <Trans>Open the chat</Trans>
              </Button>
            </div>
          </>
        )}
        {isReady && call.phase !== 'unavailable' && call.phase !== 'ended' && (
          <>
            <CallAvatar name={partnerName} headUrl={role?.headUrl ?? null} phase={call.phase} isMuted={call.isMuted} />
            {call.notice && (
              <p className="call__notice" role="alert">
                {call.notice}
              </p>
            )}
            {areCaptionsShown && <CallCaptions turns={call.turns} phase={call.phase} partnerName={partnerName} />}
            <div className="call__controls">
              <Button shape="rounded" aria-pressed={call.isMuted} onClick={() => call.setMuted(!call.isMuted)} disabled={call.phase === 'connecting'}>
                {call.isMuted ? t`Unmute` : t`Mute`}
              </Button>
              <Button shape="rounded" color="danger" onClick={call.end}>
                <Trans>End call</Trans>
              </Button>
            </div>
            <div className="call__settings">
              <label className="call__setting">
                <span>
                  <Trans>Captions</Trans>
                </span>
                <Switch checked={areCaptionsShown} onChange={setCaptionsShown} aria-label={t`Show captions`} />
              </label>
              <div className="call__setting call__setting--column">
                <span id="call-pause-label">
                  <Trans>Pause that ends your turn: {pauseSeconds} s</Trans>
                </span>
                <Slider
                  min={END_OF_TURN_PAUSE.minMs}
                  max={END_OF_TURN_PAUSE.maxMs}
                  step={100}
                  value={endOfTurnPauseMs}
                  onChange={(value: number | [number, number]) => setEndOfTurnPause(Array.isArray(value) ? (value[0] ?? END_OF_TURN_PAUSE.defaultMs) : value)}
                  aria-labelledby="call-pause-label"
                />
              </div>
            </div>
          </>
        )}
        {isDebugShown && <CallTimings times={call.lastTimes} pauseMs={endOfTurnPauseMs} />}
      </div>
    </PageFrame>
  );
}
