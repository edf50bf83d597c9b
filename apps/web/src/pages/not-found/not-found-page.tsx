import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigator } from '../../lib/navigator-context';
import { PageFrame } from '../../components/page-frame';
import { FALLBACK_PATH } from '../../constants';

export default function NotFoundPage() {
  const navigator = useNavigator();
  return (
    <PageFrame title="Page not found">
      <ErrorBlock status="empty" title="Page not found" description="The page you asked for does not exist." />
      <Button block color="primary" onClick={() => void navigator.reLaunch({ url: FALLBACK_PATH })}>
        Go to Home
      </Button>
    </PageFrame>
  );
}
