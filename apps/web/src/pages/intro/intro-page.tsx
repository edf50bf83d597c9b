// The entry and quit page: what Parley does, then sign in or get started.
import { Button } from 'antd-mobile';
import { useNavigator } from '../../lib/navigator-context';
import { PRODUCT_NAME } from '../../constants';

export default function IntroPage() {
  const navigator = useNavigator();
  return (
    <main className="intro">
      <img className="intro__logo" src="/favicon.svg" alt="" width={72} height={72} />
      <h1 className="intro__title">{PRODUCT_NAME}</h1>
      <p className="intro__lead">Practise real conversations with a patient teacher and a friendly partner.</p>
      <p className="intro__lead">Speak or type, hear every reply, and learn from gentle corrections.</p>
      <div className="intro__actions">
        <Button block color="primary" size="large" onClick={() => void navigator.navigateTo({ url: '/chat/sign-up' })}>
          Get started
        </Button>
        <Button block fill="outline" size="large" onClick={() => void navigator.navigateTo({ url: '/chat/sign-in' })}>
          Sign in
        </Button>
      </div>
    </main>
  );
}
