import { useTranslation } from '@site/shared/i18next';
import { Card, Page, SiteLink } from '@site/shared/ui';
import ForgotPasswordForm from './ForgotPasswordForm';
import '../../i18n/messages';
import { standaloneLink } from '../../components/standalone-link';

/** /forgot-password (guest guard: a signed-in player is sent home by the shell). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <Page title={t('forgotTitle')} width="form" data-testid="forgot-password-page">
      <Card>
        <ForgotPasswordForm />
        <p style={{ margin: 0 }}>
          <SiteLink to="/login" css={standaloneLink}>
            {t('backToLogin')}
          </SiteLink>
        </p>
      </Card>
    </Page>
  );
}
