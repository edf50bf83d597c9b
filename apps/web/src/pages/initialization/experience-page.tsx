// Initialization step 2: the learner's level (CEFR A1–C2, default A1).
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';
import { readLevel, useRoleSetupStore } from '../../stores/role-setup-store';
import { LEVEL_DESCRIPTIONS } from '../../features/onboarding/levels';
import { StepProgress } from '../../features/onboarding/components/step-progress';

export default function ExperiencePage() {
  const navigator = useNavigator();
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState(() => readLevel(useRoleSetupStore.getState().initSetting));

  const next = () => {
    useRoleSetupStore.getState().setLevel(selected);
    void navigator.navigateTo({ url: '/chat/initialization/topic' });
  };

  return (
    <PageFrame title={t`Initialization setting`}>
      <StepProgress step={2} title={t`How good is your English?`} />
      <div role="radiogroup" aria-label={t`English level`} className="choice-list">
        {LEVEL_DESCRIPTIONS.map((item) => (
          <button
            key={item.level}
            type="button"
            role="radio"
            aria-checked={selected === item.level}
            className={selected === item.level ? 'choice choice--selected' : 'choice'}
            onClick={() => setSelected(item.level)}
          >
            <span className="choice__title">
              {item.level} · {i18n._(item.label)}
            </span>
            <span className="choice__subtitle">{i18n._(item.description)}</span>
            <span className="choice__example">“{item.example}”</span>
          </button>
        ))}
      </div>
      <div className="sticky-actions">
        <Button block color="primary" size="large" onClick={next}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </PageFrame>
  );
}
