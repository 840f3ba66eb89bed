import { useTranslation } from '@site/shared/i18next';
import { Card, Page } from '@site/shared/ui';
import RegisterForm from './RegisterForm';
import '../../i18n/messages';

/** /register (guest guard: a signed-in player is sent home by the shell). */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  return (
    <Page title={t('registerTitle')} width="form" data-testid="register-page">
      <Card>
        <RegisterForm />
      </Card>
    </Page>
  );
}
