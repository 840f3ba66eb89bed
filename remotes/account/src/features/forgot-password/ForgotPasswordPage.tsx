import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ForgotPasswordForm from './ForgotPasswordForm';
import '../../i18n/messages';

/** /forgot-password (guest guard: a signed-in player is sent home by the shell). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <section
      data-testid="forgot-password-page"
      css={(th: Theme) => css`
        max-width: 420px;
        margin: 2rem auto;
        padding: 1.5rem;
        background: ${th.palette.surface};
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        box-shadow: ${th.shadow};
      `}
    >
      <h1
        css={css`
          margin-top: 0;
          font-size: 1.4rem;
        `}
      >
        {t('forgotTitle')}
      </h1>
      <ForgotPasswordForm />
      <p>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </section>
  );
}
