import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import LoginForm from './LoginForm';
import '../../i18n/messages';

/** /login: the sign-in page (templates that do not use the login modal send guests here). */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <section
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
        {t('title')}
      </h1>
      {/* Leave /login only if the player is still here: they may already have followed a header link. */}
      <LoginForm variant="page" onDone={() => location.pathname === '/login' && navigate('/')} />
    </section>
  );
}
