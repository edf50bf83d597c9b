// What your partner remembers (issue 14 §2): the facts the partner picked up in chat, grouped by
// kind, each editable and forgettable, and a button to forget everything. Loading, empty and error
// states come from QueryState, as on the other Me pages.
import { Button, Dialog, Toast } from 'antd-mobile';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useForgetLearnerFacts, useLearnerFacts } from '../../api/learner-facts';
import { FactCard } from '../../features/learner-facts/components/fact-card';
import { groupFacts } from '../../features/learner-facts/group-facts';

export default function LearnerFactsPage() {
  const facts = useLearnerFacts();
  const forget = useForgetLearnerFacts();
  const list = facts.data?.list ?? [];

  const forgetAll = async () => {
    const isConfirmed = await Dialog.confirm({
      title: 'Forget everything?',
      content: 'Your partner will forget all it knows about you. This cannot be undone.',
      confirmText: 'Forget all',
      cancelText: 'Keep',
    });
    if (!isConfirmed) return;
    try {
      await forget.mutateAsync(undefined);
      Toast.show({ content: 'Your partner has forgotten everything' });
    } catch (error) {
      Toast.show({ content: (error as Error).message || 'system error' });
    }
  };

  return (
    <PageFrame title="What your partner remembers">
      <p className="form__lead">Things you told your partner in chat. It uses them to ask better questions. Correct or forget any of them.</p>
      <QueryState
        isLoading={facts.isLoading}
        error={facts.error && !facts.data ? facts.error : null}
        isEmpty={list.length === 0}
        emptyText="Nothing yet. Tell your partner about yourself in a chat, and it will remember."
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
            Forget everything
          </Button>
        </div>
      </QueryState>
    </PageFrame>
  );
}
