// The chat room: the conversation with the teacher or the friend, in free chat or a scene
// (query parameters roleId, sceneId, topic). Replies stream in and can be played; learners type or
// speak, tap words for their cards, ask for hints and emoji, and act on any message.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { useUserSettingsStore } from '../../stores/user-settings-store';
import { useChat, type LocalMessage } from '../../features/chat/hooks/use-chat';
import { useRecorder } from '../../features/chat/hooks/use-recorder';
import { useAudioPlayer } from '../../features/chat/hooks/use-audio-player';
import { MessageBubble } from '../../features/chat/components/message-bubble';
import { ChatInput } from '../../features/chat/components/chat-input';
import { WordCard } from '../../features/chat/components/word-card';
import { HintsSheet } from '../../features/chat/components/hints-sheet';
import { EmojiPicker } from '../../features/chat/components/emoji-picker';
import { ScenePanel } from '../../features/chat/components/scene-panel';
import { recognizeVoiceCall } from '../../features/chat/api/language-calls';
import { getRolesCall, getSceneCall } from '../../features/chat/api/scene-calls';
import { useUserInfo } from '../../features/account/api/get-user-info';

function dayLabel(iso: string): string {
  const date = new Date(iso);
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  if (date.toDateString() === today.toDateString()) return 'Today';
  if (date.toDateString() === yesterday.toDateString()) return 'Yesterday';
  return date.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
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

  const chat = useChat({ roleId, sceneId, topic });
  const recorder = useRecorder();
  const player = useAudioPlayer({ playbackRate: settings.playbackRate, voiceRoleId: userInfo.data?.settings.voiceRoleId, voiceStyle: userInfo.data?.settings.voiceStyle });
  const [draft, setDraft] = useState('');
  const [pendingVoice, setPendingVoice] = useState<{ audioUrl: string | null; assessment: LocalMessage['assessment'] } | null>(null);
  const [isRecognizing, setIsRecognizing] = useState(false);
  const [word, setWord] = useState<string | null>(null);
  const [isHintsOpen, setIsHintsOpen] = useState(false);
  const [isEmojiOpen, setIsEmojiOpen] = useState(false);
  const listEnd = useRef<HTMLDivElement | null>(null);
  const lastSpoken = useRef<string | null>(null);

  const lastMessage = chat.messages.at(-1);
  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages.length, lastMessage?.content]);

  // Auto-play each new AI reply once, when the learner wants it.
  useEffect(() => {
    if (!settings.autoPlayVoice || !lastMessage || lastMessage.from !== 'ai' || lastMessage.status !== 'sent' || chat.talkLoad) return;
    if (lastSpoken.current === lastMessage.key) return;
    const isFirstLoad = lastSpoken.current === null;
    lastSpoken.current = lastMessage.key;
    if (!isFirstLoad || chat.messages.length === 1) void player.toggleSpeak(lastMessage.content, lastMessage.id ?? lastMessage.key);
  }, [lastMessage, settings.autoPlayVoice, chat.talkLoad, chat.messages.length, player]);

  const send = async () => {
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    const voice = pendingVoice;
    setPendingVoice(null);
    await chat.send(text, voice ? { audioUrl: voice.audioUrl, assessment: voice.assessment } : {});
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
      setDraft(result.text);
      setPendingVoice({ audioUrl: result.audioUrl, assessment: result.assessment });
    } catch (error) {
      Toast.show({ content: (error as Error).message || 'system error' });
    } finally {
      setIsRecognizing(false);
    }
  };

  const rows = useMemo(() => {
    const out: Array<{ kind: 'date'; label: string; key: string } | { kind: 'message'; message: LocalMessage }> = [];
    let previousDay = '';
    for (const message of chat.messages) {
      const label = dayLabel(message.createdAt);
      if (label !== previousDay) {
        out.push({ kind: 'date', label, key: `d${message.key}` });
        previousDay = label;
      }
      out.push({ kind: 'message', message });
    }
    return out;
  }, [chat.messages]);

  const title = role ? role.username : 'Chat room';
  const engineLabel = chat.engine ? (chat.engine.engine === 'practice-partner' ? 'Offline practice partner' : chat.engine.model ?? chat.engine.engine) : null;

  return (
    <PageFrame
      title={title}
      right={
        <Button fill="none" aria-label="Chat settings" onClick={() => void navigator.navigateTo({ url: `/chat/chatroom/personal?roleId=${roleId}${sceneId ? `&sceneId=${sceneId}` : ''}` })}>
          <SetOutline aria-hidden="true" fontSize={20} />
        </Button>
      }
    >
      <div className="chatroom">
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

        <div className="chatroom__messages" role="log" aria-live="polite" aria-busy={chat.replyStatus !== 'idle'}>
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
          {rows.map((row) =>
            row.kind === 'date' ? (
              <p key={row.key} className="date-separator">
                <span>{row.label}</span>
              </p>
            ) : (
              <MessageBubble
                key={row.message.key}
                message={row.message}
                isBlurred={settings.autoBlurText}
                audio={{ index: player.index, isAudioPlay: player.isAudioPlay, loading: player.loading }}
                onSpeak={(text, index) => void player.toggleSpeak(text, index)}
                onWord={setWord}
                onRetry={(m) => void chat.retry(m)}
              />
            ),
          )}
          {chat.replyStatus === 'waiting' && (
            <div className="bubble-row bubble-row--ai">
              <div className="bubble bubble--ai" role="status">
                <DotLoading /> <span className="visually-hidden">{role?.username ?? 'The partner'} is typing</span>
              </div>
            </div>
          )}
          <div ref={listEnd} />
        </div>

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
      <WordCard word={word} onClose={() => setWord(null)} onSpeak={(w) => void player.toggleSpeak(w, `word:${w}`)} isSpeaking={player.index === `word:${word}` && player.loading} />
      <HintsSheet
        isOpen={isHintsOpen}
        roleId={roleId}
        sceneId={sceneId}
        turnKey={chat.messages.length}
        onClose={() => setIsHintsOpen(false)}
        onPick={(text) => {
          setDraft(text.slice(0, 140));
          setIsHintsOpen(false);
        }}
      />
      <EmojiPicker
        isOpen={isEmojiOpen}
        onClose={() => setIsEmojiOpen(false)}
        onPick={(emoji) => {
          setDraft((d) => (d + emoji).slice(0, 140));
          setIsEmojiOpen(false);
        }}
      />
    </PageFrame>
  );
}
