// What your partner remembers (issue 14 §2): the facts the partner picked up in chat, grouped by
// kind, each editable and forgettable, and a button to forget everything. Loading, empty and error
// states come from QueryState, as on the other Me pages.
import { Button, Dialog, Toast } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeError } from '../../lib/request/error-message';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useForgetLearnerFacts, useLearnerFacts } from '../../api/learner-facts';
import { FactCard } from '../../features/learner-facts/components/fact-card';
import { groupFacts } from '../../features/learner-facts/group-facts';

export default function LearnerFactsPage() {
  const { t } = useLingui();
  const facts = useLearnerFacts();
  const forget = useForgetLearnerFacts();
  const list = facts.data?.list ?? [];

  const forgetAll = async () => {
    const isConfirmed = await Dialog.confirm({
      title: t`Forget everything?`,
      content: t`Your partner will forget all it knows about you. This cannot be undone.`,
      confirmText: t`Forget all`,
      cancelText: t`Keep`,
    });
    if (!isConfirmed) return;
    try {
      await forget.mutateAsync(undefined);
      Toast.show({ content: t`Your partner has forgotten everything` });
    } catch (error) {
      Toast.show({ content: describeError(error) });
    }
  };

  return (
    <PageFrame title={t`What your partner remembers`}>
      <p className="form__lead">
        <Trans>Things you told your partner in chat. It uses them to ask better questions. Correct or forget any of them.</Trans>
      </p>
      <QueryState
        isLoading={facts.isLoading}
        error={facts.error && !facts.data ? facts.error : null}
        isEmpty={list.length === 0}
        emptyText={t`Nothing yet. Tell your partner about yourself in a chat, and it will remember.`}
        onRetry={() => void facts.refetch()}
      >
        {groupFacts(list).map((group) => (
          <section key={group.title} className="fact-group" aria-label={group.title}>
            <h2 className="fact-group__title">{group.title}</h2>
            <ul className="fact-list">
              {group.facts.map((fact) => (
                <li key={fact.id}>
                  <FactCard fact={fact} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="settings-actions">
          <Button block color="danger" fill="outline" loading={forget.isPending} onClick={() => void forgetAll()}>
            <Trans>Forget everything</Trans>
          </Button>
        </div>
      </QueryState>
    </PageFrame>
  );
}
