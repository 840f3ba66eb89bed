import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey } from '@site/shared';

/** Startup failed or the theme is invalid (SPEC §4): the state is reset and the message shown. */
export function MessageScreen({ message }: { message: string }) {
  const { t } = useTranslation('errors');
  const text = isTranslationKey(message) ? t(message) : message;
  return (
    <main
      css={css`
        min-height: 100vh;
        display: grid;
        place-items: center;
        padding: 1rem;
        text-align: center;
      `}
    >
      <div>
        <p
          data-testid="startup-message"
          css={css`
            font-size: 1.3rem;
          `}
        >
          {text}
        </p>
        <button type="button" onClick={() => location.reload()}>
          {t('ui:retry')}
        </button>
      </div>
    </main>
  );
}
