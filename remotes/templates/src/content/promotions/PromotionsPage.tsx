import { css, type Theme } from '@emotion/react';
import { useCallback, useEffect } from 'react';
import { Loaded } from '../Loaded';
import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, type Promotion } from '@site/shared';
import { inLanguage, useShowsLocal } from '../localized';
import { Button, Card, EmptyState, LinkButton, Page } from '@site/shared/ui';
import { TintedImage } from '../../components/TintedImage';
import { useT } from '../../i18n/messages';
import { headingCss } from '../../themes/skins';
import { useDeepLinkedItem } from '../deep-link';
import { openPromotionModal } from './PromotionModal';
import { PromotionPeriod } from './PromotionPeriod';

/** The query parameter of a promotion's deep link: `/promotions?promo=<id>`. */
export const PROMO_PARAM = 'promo';

const PATH = '/api/content/promotions';

/** /promotions: the site's promotions as cards; a card's details open in the modal stack (`?promo=<id>`). */
export default function PromotionsPage() {
  const t = useT();
  // the title and body in the player's language (the local ones for a reader of the site's local language)
  const local = useShowsLocal();
  const localize = useCallback((rows: Promotion[]) => rows.map((p) => inLanguage(p, local)), [local]);
  const q = useQuery({
    queryKey: queryKeys.content.site(PATH),
    queryFn: () => callValue(PATH, siteRef()),
    select: localize,
  });
  // The address names the open promotion: Details writes it, visiting it opens the dialog, closing removes it.
  // A link to one not listed (it has ended, or was withdrawn) says so above the promotions that are.
  const { item, missing, select } = useDeepLinkedItem(PROMO_PARAM, q.data);
  const openId = item?.id;
  useEffect(() => {
    if (item) openPromotionModal(item, () => select(null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once per id the address names
  }, [openId]);
  return (
    <Page title={t('promotions')} width="wide" data-testid="promotions-page">
      {missing ? (
        <Card>
          <p role="status" data-testid="promotion-missing" css={{ margin: 0 }}>
            {t('promotionMissing')}
          </p>
        </Card>
      ) : null}
      <Loaded q={q} lines={6}>
        {(data) =>
          !data.length ? (
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
              {data.map((p) => (
                <li key={p.id} css={{ minWidth: 0 }}>
                  <PromotionCard p={p} onDetails={() => select(p)} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Page>
  );
}

function PromotionCard({ p, onDetails }: { p: Promotion; onDetails: () => void }) {
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
        <PromotionPeriod p={p} />
        <Button variant="ghost" aria-label={t('promotionDetailsOf', { title: p.title })} onClick={onDetails}>
          {t('details')}
        </Button>
      </div>
    </article>
  );
}
