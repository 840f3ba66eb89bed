import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { Button, isTranslationKey } from '@site/shared';
import type { Brand } from '../../app/startup';
import { BrandScreen } from './BrandScreen';

/** Startup failed or the theme is invalid (SPEC §4): the state is reset and the message shown, with Retry. */
export function MessageScreen({ message, brand }: { message: string; brand: Brand | null }) {
  const { t } = useTranslation('errors');
  const text = isTranslationKey(message) ? t(message) : message;
  return (
    <BrandScreen brand={brand} layout="message">
      <p
        role="alert"
        data-testid="startup-message"
        css={css`
          margin: 0;
          font-size: 1.15rem;
        `}
      >
        {text}
      </p>
      <Button type="button" data-testid="startup-retry" onClick={() => location.reload()}>
        {t('ui:retry')}
      </Button>
    </BrandScreen>
  );
}
