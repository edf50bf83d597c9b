// The chat room: the conversation with the teacher or the friend, in free chat or a scene
// (query parameters roleId, sceneId, topic). Replies stream in and can be played; learners type or
// speak, tap words for their cards, ask for hints and emoji, and act on any message. The page
// composes the features: chat, speech, grammar, word card, collection and the audio player.
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRoleWords } from '../../i18n/role-words';
import { ConversationLoadState } from '../../features/chat/components/conversation-load-state';
import { HistogramOutline, PhonebookOutline, SetOutline } from 'antd-mobile-icons';
import { useRoles, useScene } from '../../api/content';
import { useUserInfo } from '../../api/user';
import { PageFrame } from '../../components/page-frame';
import { TEXT_INPUT_MAX_LENGTH } from '../../constants';
import { useNavigator } from '../../lib/navigator-context';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { useUserSettingsStore } from '../../stores/user-settings-store';
import { useAudioPlayer } from '../../features/audio-player/hooks/use-audio-player';
import { ChatInput } from '../../features/chat/components/chat-input';
import { EmojiPicker } from '../../features/chat/components/emoji-picker';
import { HintsSheet } from '../../features/chat/components/hints-sheet';
import { MessageBubble } from '../../features/chat/components/message-bubble';
import { MessageList, buildChatRows } from '../../features/chat/components/message-list';
import { ScenePanel } from '../../features/chat/components/scene-panel';
import { learnerKeyOf, newClientMessageId, useChat, type LocalMessage } from '../../features/chat/hooks/use-chat';
import { useNewReply } from '../../features/chat/hooks/use-new-reply';
import { useVisualViewportHeight } from '../../features/chat/hooks/use-visual-viewport-height';
import { CollectWordButton } from '../../features/collection/components/collect-word-button';
import { GrammarResult } from '../../features/grammar/components/grammar-result';
import { PlayButton } from '../../features/audio-player/components/play-button';
import { correctedSentence, ExplanationSheet } from '../../features/progress/explanation-sheet';
import { PronunciationScore } from '../../features/speech/components/pronunciation-score';
import { PractiseSheet } from '../../features/speech/components/practise-sheet';
import { useRecorder } from '../../features/speech/hooks/use-recorder';
import { useVoiceTurn } from '../../features/speech/hooks/use-voice-turn';
import { WordCard } from '../../features/word-card/components/word-card';
import './chatroom.css';

/** The shared player's key for a message's audio. */
const audioKeyOf = (message: LocalMessage) => `chat:${message.key}`;

export default function ChatroomPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigator = useNavigator();
  const storedRole = useRoleSetupStore((s) => s.roleInfo);
  const roleId = Number(params.get('roleId') ?? storedRole?.id ?? 1) === 2 ? 2 : 1;
  const sceneId = Number(params.get('sceneId')) || undefined;
  const topic = params.get('topic') ?? undefined;
  const settings = useUserSettingsStore();
  const userInfo = useUserInfo();
  const roles = useRoles();
  const scene = useScene(sceneId);
  const role = roles.data?.list.find((r) => r.id === roleId);
  const styleKey = storedRole?.id === roleId ? storedRole.styleList.find((s) => s.selected)?.key : undefined;
  const roleWords = useRoleWords();
  const style = role?.styles.find((s) => s.key === styleKey);
  const styleName = style && roleWords.styleName(style);
  const partnerName = role?.username ?? t({ comment: 'Stands for the name of the chat partner before it is known', message: 'The partner' });

  const chat = useChat({ roleId, sceneId, topic });
  // The correction whose "Why?" was tapped: its explanation sheet is open (issue 15).
  const [explaining, setExplaining] = useState<{ sentence: string; correction: NonNullable<LocalMessage['correction']> } | null>(null);
  const recorder = useRecorder();
  const player = useAudioPlayer({ voiceRoleId: userInfo.data?.settings.voiceRoleId ?? undefined, voiceStyle: userInfo.data?.settings.voiceStyle ?? undefined });
  // A word of a pronunciation result, said slowly in the partner's voice (issue 18).
  const slowPlayer = useAudioPlayer({ voiceRoleId: userInfo.data?.settings.voiceRoleId ?? undefined, voiceStyle: 'slow' });
  const [draft, setDraft] = useState('');
  const voiceTurn = useVoiceTurn({ shouldAssess: settings.autoSpeechAssessment, maxLength: TEXT_INPUT_MAX_LENGTH, onHeard: setDraft, conversationId: chat.conversationId });
  const [word, setWord] = useState<string | null>(null);
  const [practising, setPractising] = useState<string | null>(null);
  const [isHintsOpen, setIsHintsOpen] = useState(false);
  const [isEmojiOpen, setIsEmojiOpen] = useState(false);
  const [followKey, setFollowKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const roomRef = useRef<HTMLDivElement | null>(null);
  useVisualViewportHeight(roomRef);

  const { speak, toggle, statusOf } = player;
  useNewReply(chat.messages, chat.talkLoad, (reply) => {
    const text = reply.content;
    setAnnouncement(t({ comment: "Read by screen readers when a reply arrives: the partner's name, then the reply", message: `${partnerName}: ${text}` }));
    if (settings.autoPlayVoice) speak(audioKeyOf(reply), reply.content);
  });

  const { updateMessage } = chat;
  const send = async () => {
    const text = draft.trim();
    // While a reply is on its way the chat takes no second message (its turn order would be
    // unclear): the words stay in the box for the learner to send once it has come, rather than
    // being cleared here and then dropped by chat.send.
    if (!text || chat.sendStatus === 'sending') return;
    setDraft('');
    const voice = voiceTurn.take(text);
    const clientMessageId = newClientMessageId();
    setFollowKey(clientMessageId);
    const sending = chat.send(text, { clientMessageId, audioUrl: voice.audioUrl, assessment: voice.assessment, voice: voice.asHeard });
    voice.rescore?.((assessment) => updateMessage(learnerKeyOf(clientMessageId), { assessment }));
    await sending;
  };

  const rows = useMemo(() => buildChatRows(chat.messages), [chat.messages]);
  const nativeLanguage = userInfo.data?.settings.nativeLanguage ?? null;
  const hearSlowly = (word: string) => slowPlayer.speak(`slow-word:${word}`, word);
  const renderMessage = (message: LocalMessage) => (
    <MessageBubble
      message={message}
      isBlurred={settings.autoBlurText}
      audioStatus={statusOf(audioKeyOf(message))}
      details={
        <>
          {message.grammar && <GrammarResult check={message.grammar} />}
          {message.assessment && <PronunciationScore assessment={message.assessment} onHearSlowly={hearSlowly} nativeLanguage={nativeLanguage} />}
        </>
      }
      onSpeak={(m) => toggle(audioKeyOf(m), m.content)}
      onWord={setWord}
      onRetry={(m) => void chat.retry(m)}
      onUpdate={updateMessage}
      onExplain={(m, correction) => setExplaining({ sentence: m.content, correction })}
      onPractise={(m) => setPractising(m.from === 'learner' && m.correction ? correctedSentence(m.content, m.correction) : m.content)}
    />
  );

  // "Chat room" until the partner is known: a page with no title would be announced as nothing. The
  // title changing to the name moves only the title's own text.
  const title = role ? role.username : t`Chat room`;
  const explanation = explaining && (
    <ExplanationSheet
      isOpen
      onClose={() => setExplaining(null)}
      sentence={explaining.sentence}
      correction={explaining.correction}
      renderPlay={(text) => <PlayButton text={text} label={t({ comment: 'Names what a play button speaks: Play “the corrected sentence”', message: 'the corrected sentence' })} />}
    />
  );
  // The report needs something the learner said: it is offered from their first sent message on.
  const reportId = chat.conversationId !== null && chat.messages.some((m) => m.from === 'learner' && m.status === 'sent') ? chat.conversationId : null;
  const engineLabel = chat.engine ? (chat.engine.engine === 'practice-partner' ? t`Offline practice partner` : (chat.engine.model ?? chat.engine.engine)) : null;

  return (
    <PageFrame
      title={title}
      right={
        <>
          {/* A call is free talk with the partner (its turns land in the free-chat history, not a scene's). */}
          {!sceneId && (
            <Button fill="none" aria-label={t`Call ${partnerName}`} onClick={() => void navigator.navigateTo({ url: `/chat/call?roleId=${roleId}` })}>
              <PhonebookOutline aria-hidden="true" fontSize={20} />
            </Button>
          )}
          {reportId !== null && (
            <Button fill="none" aria-label={t`Conversation report`} onClick={() => void navigator.navigateTo({ url: `/chat/report?conversationId=${reportId}` })}>
              <HistogramOutline aria-hidden="true" fontSize={20} />
            </Button>
          )}
          <Button fill="none" aria-label={t`Chat settings`} onClick={() => void navigator.navigateTo({ url: `/chat/chatroom/personal?roleId=${roleId}${sceneId ? `&sceneId=${sceneId}` : ''}` })}>
            <SetOutline aria-hidden="true" fontSize={20} />
          </Button>
        </>
      }
    >
      <div className="chatroom" ref={roomRef}>
        {/* The avatar's place and both lines are there before the partner and the engine are known:
            the header keeps its height, so nothing under it moves when they arrive (issue 20). */}
        <header className="chatroom__header">
          {role ? <img src={role.headUrl} alt="" width={40} height={40} className="chatroom__avatar" /> : <span className="chatroom__avatar" aria-hidden="true" />}
          <div>
            <p className="chatroom__role">
              {role ? roleWords.roleType(role) : ''}
              {styleName ? ` · ${styleName}` : ''}
            </p>
            <p className="chatroom__engine">{engineLabel && <Trans comment="Names the AI model or engine that writes the partner's replies">Answered by: {engineLabel}</Trans>}</p>
          </div>
        </header>
        {sceneId && !scene.isError && <ScenePanel title={scene.data?.title} goal={scene.data?.goal} progress={chat.sceneProgress} summary={chat.sceneSummary} onRestart={() => void chat.clear()} />}

        {/* The load state lies over the top of the messages' place, not above it: the list does not
            move up when it goes (layout shift, issue 20). */}
        <div className="chatroom__conversation">
          <ConversationLoadState isLoading={chat.talkLoad} error={chat.loadError} onRetry={() => void chat.reload()} />
          <MessageList
            rows={rows}
            renderMessage={renderMessage}
            partnerName={partnerName}
            hasOlder={chat.hasOlder}
            isLoadingOlder={chat.isLoadingOlder}
            onLoadOlder={() => void chat.loadOlder()}
            isBusy={chat.replyStatus !== 'idle'}
            followKey={followKey}
          />
        </div>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>

        <ChatInput
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (!value) voiceTurn.discard();
          }}
          onSend={() => void send()}
          isSending={chat.sendStatus === 'sending'}
          recorder={recorder}
          onRecorded={(wav) => void voiceTurn.recognise(wav)}
          isRecognizing={voiceTurn.isRecognizing}
          onHints={() => setIsHintsOpen(true)}
          onEmoji={() => setIsEmojiOpen(true)}
        />
      </div>
      {explanation}
      <PractiseSheet sentence={practising} onClose={() => setPractising(null)} renderPlay={(text) => <PlayButton text={text} />} onHearSlowly={hearSlowly} nativeLanguage={nativeLanguage} />
      <WordCard
        word={word}
        onClose={() => setWord(null)}
        onSpeak={(w) => toggle(`word:${w}`, w)}
        isSpeaking={word !== null && statusOf(`word:${word}`) === 'loading'}
        renderCollect={(lemma) => <CollectWordButton word={lemma} look="card" />}
      />
      <HintsSheet
        isOpen={isHintsOpen}
        roleId={roleId}
        sceneId={sceneId}
        turnKey={chat.messages.length}
        onClose={() => setIsHintsOpen(false)}
        onPick={(text) => {
          setDraft(text.slice(0, TEXT_INPUT_MAX_LENGTH));
          setIsHintsOpen(false);
        }}
      />
      <EmojiPicker
        isOpen={isEmojiOpen}
        onClose={() => setIsEmojiOpen(false)}
        onPick={(emoji) => {
          setDraft((d) => (d + emoji).slice(0, TEXT_INPUT_MAX_LENGTH));
          setIsEmojiOpen(false);
        }}
      />
    </PageFrame>
  );
}
