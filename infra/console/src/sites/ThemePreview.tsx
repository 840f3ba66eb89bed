import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { isLight, themeFor, type SiteTheme, type ThemeCode } from '@site/shared';

/**
 * A miniature player page drawn with a template × colour's real theme tokens (`themeFor` of `@site/shared`,
 * the function the player site themes itself with): palette, radius, shadow and font. Drawn in the page, so
 * flipping through the 75 combinations is instant; the real site in that theme is one preview link away.
 */
export function ThemePreview({ code, color }: { code: ThemeCode; color: string }) {
  const { t } = useTranslation('sites');
  const th: SiteTheme = themeFor(code, color);
  const p = th.palette;
  const box = css`
    background: ${p.surface};
    border: 1px solid ${p.border};
    border-radius: ${th.radius};
  `;
  return (
    <figure
      data-testid="theme-preview"
      data-theme-code={code}
      data-theme-color={color}
      css={css`
        margin: 0;
        display: grid;
        gap: 0.4rem;
      `}
    >
      <div
        data-testid="theme-preview-page"
        aria-hidden="true"
        css={css`
          background: ${p.bg};
          color: ${p.text};
          font-family: ${th.font};
          border-radius: ${th.radius};
          border: 1px solid ${p.border};
          box-shadow: ${th.shadow};
          padding: 0.6rem;
          display: grid;
          gap: 0.6rem;
          font-size: 0.85rem;
          overflow: hidden;
        `}
      >
        <div
          css={[
            box,
            css`
              display: flex;
              align-items: center;
              gap: 0.8rem;
              padding: 0.5rem 0.7rem;
            `,
          ]}
        >
          <strong
            css={css`
              color: ${p.primary};
              letter-spacing: 0.04em;
            `}
          >
            {t('miniLogo')}
          </strong>
          <span>{t('miniHome')}</span>
          <span
            css={css`
              color: ${p.textMuted};
            `}
          >
            {t('miniSlots')}
          </span>
          <span
            css={css`
              color: ${p.textMuted};
            `}
          >
            {t('miniPromotions')}
          </span>
          <span
            css={css`
              margin-left: auto;
              padding: 0.3rem 0.7rem;
              border-radius: ${th.radius};
              background: ${p.primary};
              color: ${p.primaryText};
              font-weight: 700;
            `}
          >
            {t('miniLogin')}
          </span>
        </div>
        <div
          css={css`
            border-radius: ${th.radius};
            padding: 0.9rem;
            background: linear-gradient(120deg, ${p.surfaceAlt}, ${p.surface});
            border: 1px solid ${p.border};
            display: grid;
            gap: 0.4rem;
          `}
        >
          <strong
            css={css`
              font-size: 1.1rem;
              color: ${p.accent};
            `}
          >
            {t('miniHero')}
          </strong>
          <span
            css={css`
              color: ${p.textMuted};
            `}
          >
            {t('miniHeroText')}
          </span>
          <span
            css={css`
              justify-self: start;
              padding: 0.3rem 0.8rem;
              border-radius: ${th.radius};
              background: ${p.primary};
              color: ${p.primaryText};
              font-weight: 700;
            `}
          >
            {t('miniJoin')}
          </span>
        </div>
        <div
          css={css`
            display: grid;
            grid-template-columns: repeat(3, minmax(0, 1fr));
            gap: 0.5rem;
          `}
        >
          {[1, 2, 3].map((n) => (
            <div
              key={n}
              css={[
                box,
                css`
                  padding: 0.5rem;
                  display: grid;
                  gap: 0.3rem;
                `,
              ]}
            >
              <div
                css={css`
                  height: 2.2rem;
                  border-radius: ${th.radius};
                  background: ${p.surfaceAlt};
                `}
              />
              <span>{t('miniGame', { n })}</span>
              <span
                css={css`
                  color: ${n === 2 ? p.danger : p.success};
                  font-weight: 600;
                `}
              >
                {n === 2 ? t('miniLost') : t('miniWon')}
              </span>
            </div>
          ))}
        </div>
      </div>
      <figcaption
        css={css`
          font-size: 0.9rem;
        `}
      >
        {t('previewCaption', {
          code,
          color,
          template: th.template,
          scheme: isLight(th) ? t('light') : t('dark'),
        })}
      </figcaption>
    </figure>
  );
}
