import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@site/shared/query';
import { THEME_CODES, THEME_COLORS, themeFor, validateTheme, type ThemeCode } from '@site/shared';
import { Badge, Button, Card, FormError, focusRing, visuallyHidden } from '@site/shared/ui';
import { consolePost } from '../api';
import { SelectField } from '../fields';
import { useFormat } from '../ui';
import { atField, atForm, useRefusal, type Refusal } from './refusal';
import { sitePath, useSaveSection, type SiteSettings } from './save';
import { ThemePreview } from './ThemePreview';

/** Every template × colour the player site accepts (SPEC §5): 15 templates × their own 5 colours = 75. */
export const COMBINATIONS: readonly (readonly [ThemeCode, string])[] = THEME_CODES.flatMap((code) =>
  THEME_COLORS[code].map((color) => [code, color] as const),
);

interface PreviewLink {
  url: string;
  expires_at: string;
  code: string;
  color: string;
}

/**
 * Theme: the template and its colour, a miniature page in the chosen combination's real tokens (Previous /
 * Next flip through all 75), a signed preview link to see the real player site in it, and Save.
 */
export function ThemeCard({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('sites');
  const f = useFormat();
  const domain = settings.domain_name;
  const current = validateTheme(settings.theme.code, settings.theme.color);
  const [code, setCode] = useState<ThemeCode>(current.ok ? current.code : 'casino1');
  const [color, setColor] = useState<string>(current.ok ? current.color : THEME_COLORS.casino1[0]);
  const { save, busy, refusal } = useSaveSection(domain, 'theme');
  const refuse = useRefusal('sites');
  const [linkRefusal, setLinkRefusal] = useState<Refusal | null>(null);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const mint = useMutation({
    mutationFn: () =>
      consolePost<{ url: string; expires_at: string }>(`${sitePath(domain)}/preview`, {
        theme_code: code,
        theme_color: color,
      }),
    onSuccess: (a) => {
      setLinkRefusal(null);
      setLink({ ...a, code, color });
    },
    onError: (e) => setLinkRefusal(refuse(e)),
  });

  const index = COMBINATIONS.findIndex(([c, col]) => c === code && col === color);
  const choose = (c: ThemeCode, col: string) => {
    setCode(c);
    setColor(col);
  };
  const flip = (step: number) => {
    const next = COMBINATIONS[(index + step + COMBINATIONS.length) % COMBINATIONS.length]!;
    choose(next[0], next[1]);
  };
  const live = settings.theme.code === code && settings.theme.color === color;
  const refused = refusal ?? linkRefusal;

  return (
    <Card
      title={t('themeTitle')}
      id="section-theme"
      data-testid="theme-card"
      actions={
        live ? (
          <Badge tone="success">{t('liveNow')}</Badge>
        ) : !current.ok ? (
          <Badge tone="danger">{t('invalidTheme')}</Badge>
        ) : null
      }
    >
      {!current.ok ? (
        <p
          css={css`
            margin: 0;
          `}
        >
          {t('invalidThemeText', { code: settings.theme.code, color: settings.theme.color })}
        </p>
      ) : null}
      <div
        css={css`
          display: grid;
          gap: 1rem;
          grid-template-columns: minmax(0, 1fr);
          @media (min-width: 760px) {
            grid-template-columns: minmax(0, 16rem) minmax(0, 1fr);
          }
        `}
      >
        <div
          css={css`
            display: grid;
            gap: 0.8rem;
            align-content: start;
          `}
        >
          <SelectField
            label={t('template')}
            value={code}
            data-testid="theme-code"
            onValue={(v) => {
              const c = v as ThemeCode;
              // a colour belongs to its template: switching template keeps the colour's position
              const at = Math.max(0, THEME_COLORS[code].indexOf(color));
              choose(c, THEME_COLORS[c][at] ?? THEME_COLORS[c][0]);
            }}
            options={THEME_CODES.map((c) => ({
              value: c,
              label: `${c} · ${themeFor(c, THEME_COLORS[c][0]).template}`,
            }))}
            error={atField(refusal, 'theme_code')}
          />
          <fieldset
            css={css`
              border: 0;
              margin: 0;
              padding: 0;
              display: grid;
              gap: 0.4rem;
            `}
          >
            <legend
              css={(th: Theme) => css`
                font-size: 0.9rem;
                color: ${th.palette.textMuted};
                margin-bottom: 0.3rem;
              `}
            >
              {t('colour')}
            </legend>
            {THEME_COLORS[code].map((col) => {
              const p = themeFor(code, col).palette;
              return (
                <label
                  key={col}
                  css={(th: Theme) => css`
                    display: flex;
                    align-items: center;
                    gap: 0.6rem;
                    min-height: 44px;
                    padding: 0 0.6rem;
                    border: ${col === color ? `2px solid ${th.palette.primary}` : `1px solid ${th.palette.border}`};
                    font-weight: ${col === color ? 700 : 400};
                    border-radius: ${th.radius};
                    cursor: pointer;
                    &:focus-within {
                      outline: 2px solid ${th.palette.primary};
                      outline-offset: 2px;
                    }
                  `}
                >
                  <input
                    type="radio"
                    name={`colour-${domain}`}
                    value={col}
                    checked={col === color}
                    onChange={() => choose(code, col)}
                    css={visuallyHidden}
                  />
                  <span
                    aria-hidden="true"
                    css={css`
                      display: inline-flex;
                      border-radius: 4px;
                      overflow: hidden;
                      border: 1px solid ${p.border};
                    `}
                  >
                    {[p.bg, p.primary, p.accent].map((c, i) => (
                      <span
                        key={i}
                        css={css`
                          width: 1rem;
                          height: 1.4rem;
                          background: ${c};
                        `}
                      />
                    ))}
                  </span>
                  <span>{col}</span>
                  {col === color ? (
                    <span
                      aria-hidden="true"
                      css={(th: Theme) => css`
                        margin-left: auto;
                        color: ${th.palette.primary};
                      `}
                    >
                      ✓
                    </span>
                  ) : null}
                </label>
              );
            })}
            {atField(refusal, 'theme_color') ? (
              <span
                role="alert"
                css={(th: Theme) => css`
                  color: ${th.palette.danger};
                  font-size: 0.85rem;
                `}
              >
                {atField(refusal, 'theme_color')}
              </span>
            ) : null}
          </fieldset>
          <div
            css={css`
              display: flex;
              align-items: center;
              gap: 0.5rem;
              flex-wrap: wrap;
            `}
          >
            <Button variant="ghost" onClick={() => flip(-1)} data-testid="theme-previous">
              {t('previous')}
            </Button>
            <Button variant="ghost" onClick={() => flip(1)} data-testid="theme-next">
              {t('next')}
            </Button>
            <span aria-live="polite" data-testid="theme-position">
              {t('position', { n: index + 1, total: COMBINATIONS.length })}
            </span>
          </div>
        </div>
        <ThemePreview code={code} color={color} />
      </div>
      <FormError message={atForm(refused, ['theme_code', 'theme_color'])} />
      <div
        css={css`
          display: flex;
          gap: 0.6rem;
          flex-wrap: wrap;
        `}
      >
        <Button
          onClick={() => save({ theme_code: code, theme_color: color })}
          disabled={busy || live}
          aria-busy={busy || undefined}
          data-testid="theme-save"
        >
          {t('saveTheme')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => mint.mutate()}
          disabled={mint.isPending}
          aria-busy={mint.isPending || undefined}
          data-testid="theme-preview-link"
        >
          {t('previewLink')}
        </Button>
      </div>
      {link ? (
        <p
          role="status"
          css={css`
            margin: 0;
          `}
        >
          {t('previewReady', { code: link.code, color: link.color, time: f.dateTime(link.expires_at) })}{' '}
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="preview-url"
            css={(th: Theme) => css`
              display: inline-flex;
              align-items: center;
              min-height: 44px;
              ${focusRing(th)}
            `}
          >
            {t('previewOpen')}
          </a>
          <br />
          <span
            css={(th: Theme) => css`
              color: ${th.palette.textMuted};
              font-size: 0.9rem;
            `}
          >
            {t('previewHint')}
          </span>
        </p>
      ) : null}
    </Card>
  );
}
