import { Button, ErrorBlock } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigator } from '../../lib/navigator-context';
import { PageFrame } from '../../components/page-frame';
import { FALLBACK_PATH } from '../../constants';

export default function NotFoundPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  return (
    <PageFrame title={t`Page not found`}>
      <ErrorBlock status="empty" title={t`Page not found`} description={t`The page you asked for does not exist.`} />
      <Button block color="primary" onClick={() => void navigator.reLaunch({ url: FALLBACK_PATH })}>
        <Trans>Go to Home</Trans>
      </Button>
    </PageFrame>
  );
}
