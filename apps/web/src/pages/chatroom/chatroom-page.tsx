// The chat room: the conversation with the teacher or the friend, in free chat or a scene
// (query parameters roleId, sceneId, topic). Replies stream in and can be played; learners type or
// speak, tap words for their cards, ask for hints and emoji, and act on any message.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import type { Assessment } from '@parley/contract/speech';
import { PageFrame } from '../../components/page-frame';
import { TEXT_INPUT_MAX_LENGTH } from '../../constants';
import { useNavigator } from '../../lib/navigator-context';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { useUserSettingsStore } from '../../stores/user-settings-store';
import { learnerKeyOf, newClientMessageId, useChat, type LocalMessage } from '../../features/chat/hooks/use-chat';
import { useRecorder } from '../../features/chat/hooks/use-recorder';
import { useVisualViewportHeight } from '../../features/chat/hooks/use-visual-viewport-height';
import { useAudioPlayer } from '../../features/audio-player/hooks/use-audio-player';
import { MessageBubble } from '../../features/chat/components/message-bubble';
import { MessageList, buildChatRows } from '../../features/chat/components/message-list';
import { ChatInput } from '../../features/chat/components/chat-input';
import { WordCard } from '../../features/chat/components/word-card';
import { HintsSheet } from '../../features/chat/components/hints-sheet';
import { EmojiPicker } from '../../features/chat/components/emoji-picker';
import { ScenePanel } from '../../features/chat/components/scene-panel';
import { assessRecordingCall, recognizeVoiceCall } from '../../features/chat/api/language-calls';
import { getRolesCall, getSceneCall } from '../../features/chat/api/scene-calls';
import { useUserInfo } from '../../features/account/api/get-user-info';
import './chatroom.css';

/** The shared player's key for a message's audio. */
const audioKeyOf = (message: LocalMessage) => `chat:${message.key}`;

interface PendingVoice {
  audioUrl: string | null;
  /** What the recogniser heard: the learner may edit it before sending. */
  recognisedText: string;
  assessment: Assessment | null;
}

export default function ChatroomPage() {
  const [params] = useSearchParams();
  const navigator = useNavigator();
  const storedRole = useRoleSetupStore((s) => s.roleInfo);
  const roleId = Number(params.get('roleId') ?? storedRole?.id ?? 1) === 2 ? 2 : 1;
  const sceneId = Number(params.get('sceneId')) || undefined;
  const topic = params.get('topic') ?? undefined;
  const settings = useUserSettingsStore();
  const userInfo = useUserInfo();
  const roles = useQuery({ queryKey: ['roles'], queryFn: getRolesCall, staleTime: 10 * 60_000 });
  const scene = useQuery({ queryKey: ['scene', sceneId], queryFn: () => getSceneCall(sceneId!), enabled: Boolean(sceneId) });
  const role = roles.data?.list.find((r) => r.id === roleId);
  const styleKey = storedRole?.id === roleId ? storedRole.styleList.find((s) => s.selected)?.key : undefined;
  const styleName = role?.styles.find((s) => s.key === styleKey)?.name;
  const partnerName = role?.username ?? 'The partner';

  const chat = useChat({ roleId, sceneId, topic });
  const recorder = useRecorder();
  const player = useAudioPlayer({ voiceRoleId: userInfo.data?.settings.voiceRoleId ?? undefined, voiceStyle: userInfo.data?.settings.voiceStyle ?? undefined });
  const [draft, setDraft] = useState('');
  const [pendingVoice, setPendingVoice] = useState<PendingVoice | null>(null);
  const [isRecognizing, setIsRecognizing] = useState(false);
  const [word, setWord] = useState<string | null>(null);
  const [isHintsOpen, setIsHintsOpen] = useState(false);
  const [isEmojiOpen, setIsEmojiOpen] = useState(false);
  const [followKey, setFollowKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const roomRef = useRef<HTMLDivElement | null>(null);
  const lastSpoken = useRef<string | null>(null);
  useVisualViewportHeight(roomRef);

  const lastMessage = chat.messages.at(-1);
  const { speak } = player;

  // Each new reply once it is complete: spoken when the learner wants it, and announced to screen
  // readers (the list itself is silent, as its rows come and go while scrolling).
  useEffect(() => {
    if (!lastMessage || lastMessage.from !== 'ai' || lastMessage.status !== 'sent' || chat.talkLoad) return;
    if (lastSpoken.current === lastMessage.key) return;
    const isFirstLoad = lastSpoken.current === null;
    lastSpoken.current = lastMessage.key;
    // Opening an old conversation does not replay its last line; a fresh opening line is new.
    if (isFirstLoad && chat.messages.length > 1) return;
    setAnnouncement(`${partnerName}: ${lastMessage.content}`);
    if (settings.autoPlayVoice) speak(audioKeyOf(lastMessage), lastMessage.content);
  }, [lastMessage, settings.autoPlayVoice, chat.talkLoad, chat.messages.length, speak, partnerName]);

  const { updateMessage } = chat;
  const send = async () => {
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    const voice = pendingVoice;
    setPendingVoice(null);
    const clientMessageId = newClientMessageId();
    setFollowKey(clientMessageId);
    const isEdited = voice !== null && voice.recognisedText.trim() !== text;
    // A recognised turn sent as heard gets no capital-letter or punctuation corrections (the recogniser wrote those).
    const sending = chat.send(text, { clientMessageId, audioUrl: voice?.audioUrl ?? null, assessment: isEdited ? null : (voice?.assessment ?? null), voice: voice !== null && !isEdited });
    if (voice?.audioUrl && isEdited && settings.autoSpeechAssessment) {
      // The score from recognition was for what was heard; the learner meant the edited text.
      assessRecordingCall(voice.audioUrl, text)
        .then(({ assessment }) => assessment && updateMessage(learnerKeyOf(clientMessageId), { assessment }))
        .catch(() => undefined);
    }
    await sending;
  };

  const onRecorded = async (wav: Blob) => {
    setIsRecognizing(true);
    try {
      // Scored against what was recognised: the score marks words said unclearly.
      const result = await recognizeVoiceCall(wav, { assess: settings.autoSpeechAssessment });
      if (!result.text.trim()) {
        Toast.show({ content: "Sorry, I didn't catch that. Try again a little louder." });
        return;
      }
      setDraft(result.text.slice(0, TEXT_INPUT_MAX_LENGTH));
      setPendingVoice({ audioUrl: result.audioUrl, recognisedText: result.text.slice(0, TEXT_INPUT_MAX_LENGTH), assessment: result.assessment });
    } catch (error) {
      Toast.show({ content: (error as Error).message || 'system error' });
    } finally {
      setIsRecognizing(false);
    }
  };

  const rows = useMemo(() => buildChatRows(chat.messages), [chat.messages]);
  const { toggle, statusOf } = player;
  const renderMessage = (message: LocalMessage) => (
    <MessageBubble
      message={message}
      isBlurred={settings.autoBlurText}
      audioStatus={statusOf(audioKeyOf(message))}
      onSpeak={(m) => toggle(audioKeyOf(m), m.content)}
      onWord={setWord}
      onRetry={(m) => void chat.retry(m)}
      onUpdate={updateMessage}
    />
  );

  const title = role ? role.username : 'Chat room';
  const engineLabel = chat.engine ? (chat.engine.engine === 'practice-partner' ? 'Offline practice partner' : (chat.engine.model ?? chat.engine.engine)) : null;

  return (
    <PageFrame
      title={title}
      right={
        <Button fill="none" aria-label="Chat settings" onClick={() => void navigator.navigateTo({ url: `/chat/chatroom/personal?roleId=${roleId}${sceneId ? `&sceneId=${sceneId}` : ''}` })}>
          <SetOutline aria-hidden="true" fontSize={20} />
        </Button>
      }
    >
      <div className="chatroom" ref={roomRef}>
        <header className="chatroom__header">
          {role && <img src={role.headUrl} alt="" width={40} height={40} className="chatroom__avatar" />}
          <div>
            <p className="chatroom__role">
              {role?.role ?? ''}
              {styleName ? ` · ${styleName}` : ''}
            </p>
            {engineLabel && <p className="chatroom__engine">Answered by: {engineLabel}</p>}
          </div>
        </header>
        {sceneId && scene.data && <ScenePanel title={scene.data.title} goal={scene.data.goal} progress={chat.sceneProgress} summary={chat.sceneSummary} onRestart={() => void chat.clear()} />}

        {chat.talkLoad && (
          <div className="state-block" role="status">
            <DotLoading color="primary" />
            <span className="visually-hidden">Loading the conversation</span>
          </div>
        )}
        {chat.loadError && (
          <div className="state-block" role="alert">
            <ErrorBlock status="default" title="Could not open the conversation" description={chat.loadError} />
            <Button color="primary" fill="outline" onClick={() => void chat.reload()}>
              Try again
            </Button>
          </div>
        )}
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
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>

        <ChatInput
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (!value) setPendingVoice(null);
          }}
          onSend={() => void send()}
          isSending={chat.sendStatus === 'sending'}
          recorder={recorder}
          onRecorded={(wav) => void onRecorded(wav)}
          isRecognizing={isRecognizing}
          onHints={() => setIsHintsOpen(true)}
          onEmoji={() => setIsEmojiOpen(true)}
        />
      </div>
      <WordCard word={word} onClose={() => setWord(null)} onSpeak={(w) => toggle(`word:${w}`, w)} isSpeaking={word !== null && statusOf(`word:${word}`) === 'loading'} />
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
