import { useTranslation } from '@site/shared/i18next';
import { Card, Page } from '@site/shared/ui';
import LoginForm from './LoginForm';
import '../../i18n/messages';

/**
 * /login: the sign-in page (templates that do not use the login modal send guests here). Once signed in, the
 * page's `guest` guard (the shell's RouteGate, `package.json` routes) sends the player on: back to the page a
 * session-only route sent them here from (validated there), else home. The page does not navigate itself, so a
 * second, earlier navigation cannot drop the page the player asked for.
 */
export default function LoginPage() {
  const { t } = useTranslation('account');
  return (
    <Page title={t('title')} width="form">
      <Card>
        <LoginForm variant="page" />
      </Card>
    </Page>
  );
}
