import { css, type Theme } from '@emotion/react';
import { bus, SiteLink as Link } from '@site/shared';
import type { Promotion } from '../api/get-promotions';
import { TintedImage } from '../../components/TintedImage';
import { useT } from '../../i18n/messages';

const MODAL = 'promotion';

/** A promotion in full, in the shell's modal stack: its picture, its text, and where to take it up. */
function PromotionDetails({ p }: { p: Promotion }) {
  const t = useT();
  const close = () => bus.emit('modal:close', { name: MODAL });
  const action = (solid: boolean) => (th: Theme) => css`
    display: inline-block;
    padding: 0.55rem 1.2rem;
    border-radius: ${th.radius};
    font-weight: 700;
    text-decoration: none;
    border: 2px solid ${th.palette.primary};
    background: ${solid ? th.palette.primary : 'transparent'};
    color: ${solid ? th.palette.primaryText : th.palette.text};
  `;
  return (
    <div data-testid="promotion-details" css={{ display: 'grid', gap: '0.9rem', maxWidth: '34rem' }}>
      <div css={{ maxHeight: 220, overflow: 'hidden', borderRadius: 8 }}>
        <TintedImage src={p.image} />
      </div>
      <p css={{ margin: 0 }}>{p.body}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.6rem' }}>
        <Link hideMissing to="/deposit" onClick={close} css={action(true)}>
          {t('depositNow')}
        </Link>
        <Link hideMissing to="/promotions" onClick={close} css={action(false)}>
          {t('allPromotions')}
        </Link>
      </div>
    </div>
  );
}

/** Opens a promotion's details as a dialog (the host's modal stack; Esc, the backdrop or × close it). */
export function openPromotion(p: Promotion): void {
  bus.emit('modal:open', { name: MODAL, title: p.title, body: <PromotionDetails p={p} /> });
}
