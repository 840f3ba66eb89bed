import { css, type Theme } from '@emotion/react';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from '@site/shared/router';
import { Card, EmptyState, focusRing, Page, Skeleton } from '@site/shared/ui';
import { useConsoleMe } from '../me';
import type { Section } from '../section';
import { SECTIONS } from '../sections';
import { Failure } from '../ui';

const linkStyle = (th: Theme) => css`
  color: ${th.palette.primary};
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  ${focusRing(th)}
`;

/** The start page: a link to each area this role may open. */
export function Home() {
  const { t } = useTranslation('frame');
  const me = useConsoleMe();
  const sections = SECTIONS.filter((s) => me.permissions.includes(s.permission));
  return (
    <Page title={t('homeTitle', { name: me.staff.name })} width="wide" data-testid="home">
      {sections.length ? (
        <Card>
          <p
            css={css`
              margin: 0;
            `}
          >
            {t('homeText')}
          </p>
          <ul
            css={css`
              margin: 0;
              padding-left: 1.2rem;
            `}
          >
            {sections.map((s) => (
              <li key={s.id}>
                <Link to={s.path} css={linkStyle}>
                  {t('menu', { ns: s.id })}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : (
        <EmptyState text={t('noSections')} />
      )}
    </Page>
  );
}

function HomeLink() {
  const { t } = useTranslation('frame');
  return (
    <Link to="/" css={linkStyle}>
      {t('goHome')}
    </Link>
  );
}

/** A section route the role lacks, opened by its address (the menu never offers it). */
export function Forbidden() {
  const { t } = useTranslation('frame');
  const me = useConsoleMe();
  return (
    <Page title={t('forbiddenTitle')} data-testid="forbidden">
      <p>{t('forbiddenText', { role: t(`role.${me.staff.role}`) })}</p>
      <HomeLink />
    </Page>
  );
}

export function NotFound() {
  const { t } = useTranslation('frame');
  return (
    <Page title={t('notFoundTitle')} data-testid="not-found">
      <p>{t('notFoundText')}</p>
      <HomeLink />
    </Page>
  );
}

/** A page that threw while rendering: the menu stays, the page offers Retry (a reload of this address). */
export function RouteError() {
  const { t } = useTranslation('frame');
  const error = useRouteError();
  console.error('[console] page failed', error);
  return (
    <Page title={t('pageFailed')} data-testid="page-failed">
      <Failure error={error} onRetry={() => window.location.reload()} />
    </Page>
  );
}

const loaded = new Map<string, ComponentType>();

/** A section's page: 403 without the permission; otherwise its module, loaded once (Retry when that fails). */
export function SectionRoute({ section }: { section: Section }) {
  const me = useConsoleMe();
  const { t } = useTranslation('frame');
  const [Component, setComponent] = useState<ComponentType | null>(() => loaded.get(section.id) ?? null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const allowed = me.permissions.includes(section.permission);
  useEffect(() => {
    if (!allowed || loaded.has(section.id)) return;
    let live = true;
    section.load().then(
      (m) => {
        loaded.set(section.id, m.default);
        if (live) setComponent(() => m.default);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [allowed, section, attempt]);
  if (!allowed) return <Forbidden />;
  if (Component) return <Component />;
  if (error)
    return (
      <Page title={t('pageFailed')}>
        <Failure
          error={error}
          onRetry={() => {
            setError(null);
            setAttempt((a) => a + 1);
          }}
        />
      </Page>
    );
  return (
    <Page title={t('menu', { ns: section.id })} width="wide">
      <Skeleton lines={6} />
    </Page>
  );
}
