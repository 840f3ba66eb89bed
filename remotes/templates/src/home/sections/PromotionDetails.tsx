import { css, type Theme } from '@emotion/react';
import { bus, SiteLink as Link } from '@site/shared';
import { SafeHtml } from '@site/shared/html';
import type { Promotion } from '../api/get-promotions';
import { TintedImage } from '../../components/TintedImage';
import { useT } from '../../i18n/messages';
import { prose } from '../../content/prose';
import { PromotionPeriod } from '../../content/promotions/PromotionPeriod';
import { PromotionAction } from '../../content/promotions/PromotionAction';

const MODAL = 'promotion';

/**
 * A promotion in full, in the shell's modal stack: its picture, its period ("Starts on …" before it starts), its
 * text, and its action as on /promotions (Claim, "Deposit to join", or none outside its period).
 */
function PromotionDetails({ p }: { p: Promotion }) {
  const t = useT();
  const close = () => bus.emit('modal:close', { name: MODAL });
  return (
    <div data-testid="promotion-details" css={{ display: 'grid', gap: '0.9rem', maxWidth: '34rem' }}>
      <div css={{ maxHeight: 220, overflow: 'hidden', borderRadius: 8 }}>
        <TintedImage src={p.image} />
      </div>
      <PromotionPeriod p={p} />
      <SafeHtml html={p.body} css={prose} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.6rem', alignItems: 'start' }}>
        <PromotionAction p={p} onDone={close} />
        <Link
          hideMissing
          to="/promotions"
          onClick={close}
          css={(th: Theme) => css`
            display: inline-block;
            padding: 0.55rem 1.2rem;
            border-radius: ${th.radius};
            font-weight: 700;
            text-decoration: none;
            border: 2px solid ${th.palette.primary};
            background: transparent;
            color: ${th.palette.text};
          `}
        >
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
