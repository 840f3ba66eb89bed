import { css, type Theme } from '@emotion/react';
import { useEffect } from 'react';
import { bus, SiteLink as Link, type Promotion } from '@site/shared';
import { SafeHtml } from '@site/shared/html';
import { TintedImage } from '../../components/TintedImage';
import { useT } from '../../i18n/messages';
import { prose } from '../prose';

const MODAL = 'promotion';
/** The query parameter of a promotion's deep link: `/promotions?promo=<id>`. */
export const PROMO_PARAM = 'promo';

function setParam(id: number | null) {
  const u = new URL(location.href);
  if (u.pathname !== '/promotions') return;
  if (id === null) u.searchParams.delete(PROMO_PARAM);
  else u.searchParams.set(PROMO_PARAM, String(id));
  history.replaceState(history.state, '', `${u.pathname}${u.search}${u.hash}`);
}

/** A promotion in full in the modal stack; while it is open the address is its deep link. */
function PromotionDetails({ p }: { p: Promotion }) {
  const t = useT();
  useEffect(() => {
    setParam(p.id);
    return () => {
      if (new URL(location.href).searchParams.get(PROMO_PARAM) === String(p.id)) setParam(null);
    };
  }, [p.id]);
  const close = () => bus.emit('modal:close', { name: MODAL });
  return (
    <div data-testid="promotion-modal" css={{ display: 'grid', gap: '0.9rem', maxWidth: '34rem' }}>
      {p.image ? (
        <div css={{ maxHeight: 220, overflow: 'hidden', borderRadius: 8 }}>
          <TintedImage src={p.image} />
        </div>
      ) : null}
      <SafeHtml html={p.body} css={prose} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.6rem' }}>
        <Link
          hideMissing
          to="/deposit"
          onClick={close}
          css={(th: Theme) => css`
            display: inline-flex;
            align-items: center;
            min-height: 44px;
            padding: 0 1.2rem;
            border-radius: ${th.radius};
            font-weight: 700;
            text-decoration: none;
            background: ${th.palette.primary};
            color: ${th.palette.primaryText};
          `}
        >
          {t('depositToJoin')}
        </Link>
      </div>
    </div>
  );
}

/** Opens a promotion's details through the shell's modal stack (Esc, the backdrop or × close it). */
export function openPromotionModal(p: Promotion): void {
  bus.emit('modal:open', { name: MODAL, title: p.title, body: <PromotionDetails p={p} /> });
}
