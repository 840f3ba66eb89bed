import { css, type Theme } from '@emotion/react';
import { useMemo } from 'react';
import { useLocation } from '@site/shared/router';
import { Loaded } from '../Loaded';
import type { CmsBlock, CmsKey } from '@site/shared';
import { useShowsLocal } from '../localized';
import { sanitizeHtml, SafeHtml } from '@site/shared/html';
import { Card, EmptyState, LinkButton, Page } from '@site/shared/ui';
import { useCmsBlock } from './api/get-cms';
import { splitSections } from './sections';
import { Contents } from './Contents';
import { FaqAccordion } from './FaqAccordion';
import { prose } from '../prose';
import { useT, type MessageKey } from '../../i18n/messages';

/** Each CMS route, its block (SPEC §3 plus `terms`) and its title. */
export const CMS_ROUTES: Record<string, { key: CmsKey; title: MessageKey }> = {
  '/about': { key: 'about_us', title: 'about' },
  '/privacy-policy': { key: 'privacy_policy', title: 'privacy' },
  '/faqs': { key: 'faqs', title: 'faqs' },
  '/responsible-gaming': { key: 'responsible_gaming', title: 'responsible' },
  '/term-condition': { key: 'terms', title: 'terms' },
};

/** A page gets a table of contents from this many sections on. */
const TOC_FROM = 3;

/** The body this page shows: the local body for a reader of the site's local language when the operator wrote one, else English. */
export function bodyFor(block: CmsBlock, local: boolean): string {
  const text = String(block.local_body ?? '');
  return local && text.trim() ? text : String(block.en_body ?? '');
}

/** /about, /privacy-policy, /faqs, /responsible-gaming, /term-condition: the operator's CMS block, made safe. */
export default function CmsPage() {
  const t = useT();
  const { pathname } = useLocation();
  const route = CMS_ROUTES[pathname] ?? CMS_ROUTES['/about']!;
  const local = useShowsLocal();
  const q = useCmsBlock(route.key);
  const html = q.data?.status ? bodyFor(q.data, local) : '';
  const parts = useMemo(() => {
    const clean = sanitizeHtml(html);
    return clean ? splitSections(clean, route.key === 'faqs' ? 'q' : 's') : null;
  }, [html, route.key]);
  return (
    <Page title={t(route.title)} width="wide" data-testid="cms-page" data-cms={route.key}>
      <Loaded q={q} lines={8}>
        {() =>
          !parts ? (
            <Card data-testid="cms-unavailable">
              <EmptyState
                text={t('contentUnavailable')}
                action={<LinkButton to="/">{t('goHome')}</LinkButton>}
              />
            </Card>
          ) : route.key === 'faqs' && parts.sections.length ? (
            <Card>
              {parts.intro ? <SafeHtml html={parts.intro} css={prose} /> : null}
              <FaqAccordion questions={parts.sections} />
            </Card>
          ) : (
            <CmsArticle parts={parts} />
          )
        }
      </Loaded>
    </Page>
  );
}

function CmsArticle({ parts }: { parts: NonNullable<ReturnType<typeof splitSections>> }) {
  const toc = parts.sections.length >= TOC_FROM;
  return (
    <div
      css={(th: Theme) => css`
        display: grid;
        gap: 1rem;
        min-width: 0;
        @media (min-width: ${th.desktopAt}px) {
          grid-template-columns: ${toc ? '220px minmax(0, 1fr)' : 'minmax(0, 1fr)'};
          align-items: start;
        }
      `}
    >
      {toc ? <Contents sections={parts.sections} /> : null}
      <Card data-testid="cms-body">
        <div css={{ display: 'grid', gap: '1.2rem' }}>
          {parts.intro ? <SafeHtml html={parts.intro} css={prose} /> : null}
          {parts.sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2
                id={s.id}
                tabIndex={-1}
                css={(th: Theme) => css`
                  margin: 0 0 0.5rem;
                  font-size: 1.2rem;
                  color: ${th.palette.text};
                  scroll-margin-top: 6rem;
                `}
              >
                {s.title}
              </h2>
              <SafeHtml html={s.html} css={prose} />
            </section>
          ))}
        </div>
      </Card>
    </div>
  );
}
