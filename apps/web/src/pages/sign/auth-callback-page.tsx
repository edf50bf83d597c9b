// The return page of third-party (OpenID Connect) sign-in: hands the whole callback URL to the
// server, which checks state, nonce and PKCE, then signs the learner in.
import { useEffect, useRef, useState } from 'react';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';
import { finishSingleSignOnCall } from '../../api/third';
import { useFinishSignIn } from '../../features/auth/hooks/use-finish-sign-in';

/**
 * What the page says for an error the provider sent back. Only the standard OAuth `error` code is
 * read, never `error_description`: anyone can put any text in a link to this page (issue 16), so
 * a crafted "call this number" message must not appear under our name.
 */
const PROVIDER_ERRORS: Record<string, string> = {
  access_denied: 'Sign-in was cancelled or refused at the provider.',
  login_required: 'The provider asked you to sign in first; please try again.',
  consent_required: 'The provider needs your consent; please try again.',
  temporarily_unavailable: 'The provider is busy right now; please try again in a moment.',
  server_error: 'The provider had a problem; please try again.',
};

function providerErrorMessage(code: string | null): string | null {
  if (code === null) return null;
  return PROVIDER_ERRORS[code] ?? 'The provider could not sign you in; please try again.';
}

export default function AuthCallbackPage() {
  const navigator = useNavigator();
  const finishSignIn = useFinishSignIn();
  // The provider may return an error instead of a code (for example when the learner cancels).
  const [error, setError] = useState<string | null>(() => {
    return providerErrorMessage(new URL(window.location.href).searchParams.get('error'));
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
