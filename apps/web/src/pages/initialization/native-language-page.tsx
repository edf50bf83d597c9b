// Initialization step 1: the learner's native language (used for translations and explanations).
import { useState } from 'react';
import { Button, SearchBar } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { NATIVE_LANGUAGES } from '../../features/onboarding/native-languages';
import { StepProgress } from '../../features/onboarding/components/step-progress';

export default function NativeLanguagePage() {
  const navigator = useNavigator();
  const { t, i18n } = useLingui();
  const saved = useRoleSetupStore((s) => s.initSetting?.nativeLanguage ?? '');
  const [selected, setSelected] = useState(saved);
  const [query, setQuery] = useState('');
  // A language is found by its name in the interface language, in English or in itself, or its tag.
  const q = query.trim().toLowerCase();
  const visible = q ? NATIVE_LANGUAGES.filter((l) => `${i18n._(l.name)} ${l.englishName} ${l.nativeName} ${l.code}`.toLowerCase().includes(q)) : NATIVE_LANGUAGES;

  const next = () => {
    useRoleSetupStore.getState().setNativeLanguage(selected);
    void navigator.navigateTo({ url: '/chat/initialization/experience' });
  };

  return (
    <PageFrame title={t`Initialization setting`}>
      <StepProgress step={1} title={t`What is your native language?`} />
      <SearchBar placeholder={t`Search languages`} value={query} onChange={setQuery} aria-label={t`Search languages`} />
      <div role="radiogroup" aria-label={t`Native language`} className="choice-list">
        {visible.map((language) => (
          <button
            key={language.code}
            type="button"
            role="radio"
            aria-checked={selected === language.code}
            className={selected === language.code ? 'choice choice--selected' : 'choice'}
            onClick={() => setSelected(language.code)}
          >
            <span className="choice__title" lang={language.code}>
              {language.nativeName}
            </span>
            <span className="choice__subtitle">{i18n._(language.name)}</span>
          </button>
        ))}
        {visible.length === 0 && (
          <p className="empty-note">
            <Trans>No language matches “{query}”.</Trans>
          </p>
        )}
      </div>
      <div className="sticky-actions">
        <Button block color="primary" size="large" disabled={!selected} onClick={next}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </PageFrame>
  );
}
