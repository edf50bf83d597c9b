// The entry and quit page: what Parley does, then sign in or get started. It is the page of a
// visitor who is signed out; a signed-in learner who opens it goes on (home, or the setup step still
// missing) instead of being offered to sign in again.
import { Button } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import { useNavigator } from '../../lib/navigator-context';
import { useSignedInRedirect } from '../../features/auth/hooks/use-signed-in-redirect';
import { PRODUCT_NAME } from '../../constants';

export default function IntroPage() {
  const navigator = useNavigator();
  const isLeaving = useSignedInRedirect();
  if (isLeaving) return null;
  return (
    <main className="intro">
      <img className="intro__logo" src="/favicon.svg" alt="" width={72} height={72} />
      <h1 className="intro__title">{PRODUCT_NAME}</h1>
      <p className="intro__lead">
        <Trans>Practise real conversations with a patient teacher and a friendly partner.</Trans>
      </p>
      <p className="intro__lead">
        <Trans>Speak or type, hear every reply, and learn from gentle corrections.</Trans>
      </p>
      <div className="intro__actions">
        <Button block color="primary" size="large" onClick={() => void navigator.navigateTo({ url: '/chat/sign-up' })}>
          <Trans>Get started</Trans>
        </Button>
        <Button block fill="outline" size="large" onClick={() => void navigator.navigateTo({ url: '/chat/sign-in' })}>
          <Trans>Sign in</Trans>
        </Button>
      </div>
    </main>
  );
}
