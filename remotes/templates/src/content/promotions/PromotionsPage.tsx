import { css, type Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, type Promotion } from '@site/shared';
import { Button, Card, EmptyState, LinkButton, Page, Skeleton } from '@site/shared/ui';
import { TintedImage } from '../../components/TintedImage';
import { useT } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';
import { openPromotionModal, PROMO_PARAM } from './PromotionModal';

const PATH = '/api/content/promotions';

/** /promotions: the site's promotions as cards; a card's details open in the modal stack (`?promo=<id>`). */
export default function PromotionsPage() {
  const t = useT();
  const { t: ui } = useTranslation('ui');
  const q = useQuery({
    queryKey: queryKeys.content.site(PATH),
    queryFn: () => callValue(PATH, siteRef()),
  });
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !q.data) return;
    opened.current = true;
    const id = new URL(location.href).searchParams.get(PROMO_PARAM);
    const p = q.data.find((x) => String(x.id) === id);
    if (p) openPromotionModal(p);
  }, [q.data]);
  return (
    <Page title={t('promotions')} width="wide" data-testid="promotions-page">
      {q.isPending ? (
        <Card>
          <Skeleton lines={6} />
        </Card>
      ) : q.isError ? (
        <Card>
          <EmptyState
            text={t('contentFailed')}
            action={
              <Button variant="ghost" onClick={() => void q.refetch()}>
                {ui('retry')}
              </Button>
            }
          />
        </Card>
      ) : !q.data.length ? (
        <Card>
          <EmptyState text={t('noPromotions')} action={<LinkButton to="/">{t('goHome')}</LinkButton>} />
        </Card>
      ) : (
        <ul
          data-testid="promotion-cards"
          css={(th: Theme) => css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: 1rem;
            grid-template-columns: 1fr;
            @media (min-width: ${th.breakpoints.tablet}px) {
              grid-template-columns: repeat(2, minmax(0, 1fr));
            }
            @media (min-width: ${th.desktopAt}px) {
              grid-template-columns: repeat(3, minmax(0, 1fr));
            }
          `}
        >
          {q.data.map((p) => (
            <li key={p.id} css={{ minWidth: 0 }}>
              <PromotionCard p={p} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function PromotionCard({ p }: { p: Promotion }) {
  const t = useT();
  return (
    <article
      css={(th: Theme) => css`
        display: grid;
        grid-template-rows: auto 1fr;
        height: 100%;
        overflow: hidden;
        background: ${th.palette.surface};
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        color: ${th.palette.text};
        img {
          max-height: 180px;
        }
      `}
    >
      {p.image ? <TintedImage src={p.image} /> : <span />}
      <div css={{ padding: '0.9rem 1rem', display: 'grid', gap: '0.6rem', alignContent: 'space-between' }}>
        <h2
          css={(th: Theme) => css`
            margin: 0;
            font-size: 1.1rem;
            ${headingCss(th.template)};
          `}
        >
          {p.title}
        </h2>
        <Button
          variant="ghost"
          aria-label={t('promotionDetailsOf', { title: p.title })}
          onClick={() => openPromotionModal(p)}
        >
          {t('details')}
        </Button>
      </div>
    </article>
  );
}
