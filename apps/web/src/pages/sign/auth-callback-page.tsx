// The return page of third-party (OpenID Connect) sign-in: hands the whole callback URL to the
// server, which checks state, nonce and PKCE, then signs the learner in.
import { useEffect, useRef, useState } from 'react';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { useNavigator } from '../../lib/navigator-context';
import { describeError } from '../../lib/request/error-message';
import { finishSingleSignOnCall } from '../../api/third';
import { useFinishSignIn } from '../../features/auth/hooks/use-finish-sign-in';

/**
 * What the page says for an error the provider sent back. Only the standard OAuth `error` code is
 * read, never `error_description`: anyone can put any text in a link to this page (issue 16), so
 * a crafted "call this number" message must not appear under our name.
 */
const PROVIDER_ERRORS: Record<string, MessageDescriptor> = {
  access_denied: msg`Sign-in was cancelled or refused at the provider.`,
  login_required: msg`The provider asked you to sign in first; please try again.`,
  consent_required: msg`The provider needs your consent; please try again.`,
  temporarily_unavailable: msg`The provider is busy right now; please try again in a moment.`,
  server_error: msg`The provider had a problem; please try again.`,
};
const UNKNOWN_PROVIDER_ERROR = msg`The provider could not sign you in; please try again.`;

/** The message for a provider's error code (own keys only: a link may say `error=constructor`). */
function providerErrorMessage(code: string): MessageDescriptor {
  return (Object.hasOwn(PROVIDER_ERRORS, code) ? PROVIDER_ERRORS[code] : undefined) ?? UNKNOWN_PROVIDER_ERROR;
}

export default function AuthCallbackPage() {
  const navigator = useNavigator();
  const finishSignIn = useFinishSignIn();
  const { t, i18n } = useLingui();
  // The provider may return an error instead of a code (for example when the learner cancels).
  const [providerError] = useState(() => new URL(window.location.href).searchParams.get('error'));
  // A refused sign-in: the server's reason, or null when it gave none.
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current || providerError !== null) return;
    hasStarted.current = true;
    finishSingleSignOnCall(window.location.href).then(finishSignIn, (e: unknown) => setFailure({ reason: e instanceof Error && e.message ? describeError(e) : null }));
  }, [finishSignIn, providerError]);

  const error =
    providerError !== null ? i18n._(providerErrorMessage(providerError)) : failure ? (failure.reason ?? t`authorisation failed, please retry`) : null;

  return (
    <PageFrame title={t`Auth`} hasBack={false}>
      {error ? (
        <div className="state-block" role="alert">
          <ErrorBlock status="default" title={t`Sign-in did not finish`} description={error} />
          <Button color="primary" onClick={() => void navigator.reLaunch({ url: '/chat/sign-in' })}>
            <Trans>Back to sign-in</Trans>
          </Button>
        </div>
      ) : (
        <div className="state-block" role="status">
          <DotLoading color="primary" />
          <p>
            <Trans>Signing you in…</Trans>
          </p>
        </div>
      )}
    </PageFrame>
  );
}
