// Initialization step 1: the learner's native language (used for translations and explanations).
import { useMemo, useState } from 'react';
import { Button, SearchBar } from 'antd-mobile';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { NATIVE_LANGUAGES } from '../../features/onboarding/native-languages';
import { StepProgress } from '../../features/onboarding/components/step-progress';

export default function NativeLanguagePage() {
  const navigator = useNavigator();
  const saved = useRoleSetupStore((s) => s.initSetting?.nativeLanguage ?? '');
  const [selected, setSelected] = useState(saved);
  const [query, setQuery] = useState('');
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? NATIVE_LANGUAGES.filter((l) => `${l.englishName} ${l.nativeName} ${l.code}`.toLowerCase().includes(q)) : NATIVE_LANGUAGES;
  }, [query]);

  const next = () => {
    useRoleSetupStore.getState().setNativeLanguage(selected);
    void navigator.navigateTo({ url: '/chat/initialization/experience' });
  };

  return (
    <PageFrame title="Initialization setting">
      <StepProgress step={1} title="What is your native language?" />
      <SearchBar placeholder="Search languages" value={query} onChange={setQuery} aria-label="Search languages" />
      <div role="radiogroup" aria-label="Native language" className="choice-list">
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
            <span className="choice__subtitle">{language.englishName}</span>
          </button>
        ))}
        {visible.length === 0 && <p className="empty-note">No language matches “{query}”.</p>}
      </div>
      <div className="sticky-actions">
        <Button block color="primary" size="large" disabled={!selected} onClick={next}>
          Next
        </Button>
      </div>
    </PageFrame>
  );
}
