import { useTranslation } from '@site/shared/i18next';
import { useNavigate } from '@site/shared/router';
import { Card, Page } from '@site/shared/ui';
import LoginForm from './LoginForm';
import '../../i18n/messages';

/** /login: the sign-in page (templates that do not use the login modal send guests here). */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <Page title={t('title')} width="form">
      <Card>
        {/* Leave /login only if the player is still here: they may already have followed a header link. */}
        <LoginForm variant="page" onDone={() => location.pathname === '/login' && navigate('/')} />
      </Card>
    </Page>
  );
}
