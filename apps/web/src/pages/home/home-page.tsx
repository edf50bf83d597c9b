// Home (tab 0): today's turns and streak, the conversation to continue, the scenes the learner
// opened last, the two partners, scenes for the learner's level and topics, and the way into the
// lobby; once the learner has had a conversation, the offer to install the app. The first home of an app start reports the pageList analytics event (spec §7).
import { useEffect, type CSSProperties } from 'react';
import { Button } from 'antd-mobile';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TabPageHeader } from '../../components/tab-page-header';
import { QueryState } from '../../components/query-state';
import { reportPageShownCall } from '../../api/analytics';
import { useNavigator } from '../../lib/navigator-context';
import { useSceneListStore } from '../../stores/scene-list-store';
import { useHome, useHomeInput } from '../../api/home';
import { ContinueCard, chatRoomUrlOf } from '../../features/content/components/continue-card';
import { RoleCard } from '../../features/content/components/role-card';
import { SceneGrid } from '../../features/content/components/scene-card';
import { TalkStats } from '../../features/content/components/talk-stats';
import { DailyGoal } from '../../components/daily-goal';
import { useUserSettingsStore } from '../../stores/user-settings-store';
import { PRODUCT_NAME } from '../../constants';
import { InstallBanner } from '../../features/install/install-banner';
import { useKeptHeight } from '../../hooks/use-kept-height';

const RECENT_COUNT = 3;

let hasReportedStart = false;

function reportHomeStart() {
  if (hasReportedStart) return;
  hasReportedStart = true;
  void reportPageShownCall('home');
}

/**
 * What the sections below reserve while they load, so nothing below jumps as the answer arrives
 * (Lighthouse's layout shift, issue 20): the height a section had the last time it loaded here
 * (useKeptHeight), or the first time, the usual height of its content at 390 px (the streak line,
 * the note a new learner gets and its margin, two partner cards, the scenes).
 */
const LOADING_HEIGHT = { practice: 82, continue: 81, partners: 174, scenes: 760 } as const;

/** The section's own reserve while it loads (useKeptHeight), when it has one. */
const reserveStyle = (reserve: number | undefined): CSSProperties | undefined => (reserve === undefined ? undefined : { minHeight: reserve });

type Go = (url: string) => void;

// Everything comes in one call (api/home.ts); each section subscribes to its own part of it, so an
// answer re-renders the sections whose part changed, not the whole page.
export default function HomePage() {
  const navigator = useNavigator();
  useEffect(reportHomeStart, []);
  const go: Go = (url) => void navigator.navigateTo({ url }).catch(() => undefined);
  const openScene = (id: number) => go(`/chat/lobby/topic-info?id=${id}`);

  return (
    <>
      <TabPageHeader title={PRODUCT_NAME} />
      <main className="page__body">
        <PracticeSection go={go} />
        <ContinueSection go={go} />
        <RecentSection openScene={openScene} />
        <PartnersSection go={go} />
        <ScenesSection go={go} openScene={openScene} />
      </main>
    </>
  );
}

function PracticeSection({ go }: { go: Go }) {
  const { t } = useLingui();
  const talk = useHome((home) => home.talkTimes);
  const dailyGoal = useUserSettingsStore((s) => s.dailyGoalTurns);
  // Saved words and phrases due for review (issue 15); shown only once the learner has saved some.
  const review = useHome((home) => home.review);
  const dueCount = review.data?.dueCount ?? 0;
  const { ref: keptRef, reserve } = useKeptHeight<HTMLElement>('home.practice', talk);
  return (
    <section aria-labelledby="home-practice" ref={keptRef} style={reserveStyle(reserve)}>
      <h2 id="home-practice" className="visually-hidden">
        <Trans>Your practice</Trans>
      </h2>
      <QueryState isLoading={talk.isLoading} error={talk.error} onRetry={() => void talk.refetch()} loadingHeight={reserve === undefined ? LOADING_HEIGHT.practice : undefined}>
        {talk.data && <TalkStats today={talk.data.today} streak={talk.data.streak} />}
        {talk.data && dailyGoal !== null && <DailyGoal today={talk.data.today} goal={dailyGoal} />}
      </QueryState>
      {review.data && review.data.total > 0 && (
        <Button className="home-review" fill="outline" color={dueCount > 0 ? 'primary' : 'default'} onClick={() => go('/chat/mine/review')}>
          {dueCount > 0 ? t`${plural(dueCount, { one: '# card to review', other: '# cards to review' })}` : t`Review: nothing due`}
        </Button>
      )}
    </section>
  );
}

function ContinueSection({ go }: { go: Go }) {
  const { t } = useLingui();
  const latest = useHome((home) => home.latest);
  const { ref: keptRef, reserve } = useKeptHeight<HTMLElement>('home.continue', latest);
  return (
    <>
      <section className="content-section" aria-labelledby="home-continue" ref={keptRef} style={reserveStyle(reserve)}>
        <h2 id="home-continue" className="content-section__title">
          <Trans>Continue where you left off</Trans>
        </h2>
        <QueryState
          isLoading={latest.isLoading}
          error={latest.error}
          isEmpty={!latest.data?.conversation}
          emptyText={t`No conversations yet. Pick a partner or a scene below to start one.`}
          onRetry={() => void latest.refetch()}
          loadingHeight={reserve === undefined ? LOADING_HEIGHT.continue : undefined}
        >
          {latest.data?.conversation && <ContinueCard conversation={latest.data.conversation} onContinue={(c) => go(chatRoomUrlOf(c))} />}
        </QueryState>
      </section>
      {/* After the first conversation, never before: by then the learner knows what they would install. */}
      <InstallBanner hasConversation={Boolean(latest.data?.conversation)} />
    </>
  );
}

function RecentSection({ openScene }: { openScene(id: number): void }) {
  const recent = useSceneListStore((s) => s.scenes).slice(0, RECENT_COUNT);
  if (recent.length === 0) return null;
  return (
    <section className="content-section" aria-labelledby="home-recent">
      <h2 id="home-recent" className="content-section__title">
        <Trans>Recently viewed</Trans>
      </h2>
      <ul className="recent-list">
        {recent.map((scene) => (
          <li key={scene.id}>
            <button type="button" className="recent-chip" onClick={() => openScene(scene.id)}>
              <span className="level-badge">{scene.level}</span> {scene.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PartnersSection({ go }: { go: Go }) {
  const { t } = useLingui();
  const roles = useHome((home) => home.roles);
  const { ref: keptRef, reserve } = useKeptHeight<HTMLElement>('home.partners', roles);
  return (
    <section className="content-section" aria-labelledby="home-partners" ref={keptRef} style={reserveStyle(reserve)}>
      <h2 id="home-partners" className="content-section__title">
        <Trans>Talk now</Trans>
      </h2>
      <QueryState
        isLoading={roles.isLoading}
        error={roles.error}
        isEmpty={(roles.data?.list.length ?? 0) === 0}
        emptyText={t`No partners are available right now.`}
        onRetry={() => void roles.refetch()}
        loadingHeight={reserve === undefined ? LOADING_HEIGHT.partners : undefined}
      >
        <ul className="partner-list">
          {roles.data?.list.map((role) => <RoleCard key={role.id} role={role} onTalk={(r) => go(`/chat/chatroom?roleId=${r.id}`)} onCall={(r) => go(`/chat/call?roleId=${r.id}`)} />)}
        </ul>
      </QueryState>
    </section>
  );
}

function ScenesSection({ go, openScene }: { go: Go; openScene(id: number): void }) {
  const { t } = useLingui();
  // Scenes go up to C1; a C2 learner gets the hardest ones (useHomeInput).
  const level = useHomeInput().learnerLevel;
  const recommended = useHome((home) => home.scenes);
  const scenes = recommended.data?.list ?? [];
  const { ref: keptRef, reserve } = useKeptHeight<HTMLElement>('home.scenes', recommended);
  return (
    <section className="content-section" aria-labelledby="home-scenes" ref={keptRef} style={reserveStyle(reserve)}>
      <div className="content-section__head">
        <h2 id="home-scenes" className="content-section__title">
          <Trans>Scenes for {level}</Trans>
        </h2>
        <Button size="small" fill="none" color="primary" onClick={() => go('/chat/lobby')}>
          <Trans>All scenes</Trans>
        </Button>
      </div>
      {recommended.data?.noneOnTopics && scenes.length > 0 && (
        <p className="content-section__note">
          <Trans>None of your topics has a scene at this level yet, so here are others.</Trans>
        </p>
      )}
      <QueryState
        isLoading={recommended.isLoading}
        error={recommended.error}
        isEmpty={scenes.length === 0}
        emptyText={t`No scenes for your level yet. Browse them all in the lobby.`}
        onRetry={() => void recommended.refetch()}
        loadingHeight={reserve === undefined ? LOADING_HEIGHT.scenes : undefined}
      >
        <SceneGrid scenes={scenes} onOpen={(scene) => openScene(scene.id)} />
      </QueryState>
    </section>
  );
}
