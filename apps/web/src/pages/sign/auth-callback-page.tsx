// The return page of third-party (OpenID Connect) sign-in: hands the whole callback URL to the
// server, which checks state, nonce and PKCE, then signs the learner in.
import { useEffect, useRef, useState } from 'react';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';
import { finishSingleSignOnCall } from '../../api/third';
import { useFinishSignIn } from '../../features/auth/hooks/use-finish-sign-in';

export default function AuthCallbackPage() {
  const navigator = useNavigator();
  const finishSignIn = useFinishSignIn();
  // The provider may return an error instead of a code (for example when the learner cancels).
  const [error, setError] = useState<string | null>(() => {
    const params = new URL(window.location.href).searchParams;
    return params.get('error_description') ?? params.get('error');
  });
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current || error) return;
    hasStarted.current = true;
    finishSingleSignOnCall(window.location.href).then(finishSignIn, (e: unknown) => setError((e as Error).message || 'authorisation failed, please retry'));
  }, [finishSignIn, error]);

  return (
    <PageFrame title="Auth" hasBack={false}>
      {error ? (
        <div className="state-block" role="alert">
          <ErrorBlock status="default" title="Sign-in did not finish" description={error} />
          <Button color="primary" onClick={() => void navigator.reLaunch({ url: '/chat/sign-in' })}>
            Back to sign-in
          </Button>
        </div>
      ) : (
        <div className="state-block" role="status">
          <DotLoading color="primary" />
          <p>Signing you in…</p>
        </div>
      )}
    </PageFrame>
  );
}
