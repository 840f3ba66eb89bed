import { useEffect } from 'react';
import { bus, type Promotion } from '@site/shared';
import { SafeHtml } from '@site/shared/html';
import { TintedImage } from '../../components/TintedImage';
import { prose } from '../prose';
import { PromotionPeriod } from './PromotionPeriod';
import { PromotionAction } from './PromotionAction';

const MODAL = 'promotion';

/** A promotion in full in the modal stack; `onClosed` runs when it leaves (Esc, ×, the backdrop, an action). */
function PromotionDetails({ p, onClosed }: { p: Promotion; onClosed: () => void }) {
  useEffect(() => onClosed, [onClosed]);
  const close = () => bus.emit('modal:close', { name: MODAL });
  return (
    <div data-testid="promotion-modal" css={{ display: 'grid', gap: '0.9rem', maxWidth: '34rem' }}>
      {p.image ? (
        <div css={{ maxHeight: 220, overflow: 'hidden', borderRadius: 8 }}>
          <TintedImage src={p.image} />
        </div>
      ) : null}
      <PromotionPeriod p={p} />
      <SafeHtml html={p.body} css={prose} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.6rem' }}>
        <PromotionAction p={p} onDone={close} />
      </div>
    </div>
  );
}

/** Opens a promotion's details through the shell's modal stack (Esc, the backdrop or × close it). */
export function openPromotionModal(p: Promotion, onClosed: () => void): void {
  bus.emit('modal:open', {
    name: MODAL,
    title: p.title,
    body: <PromotionDetails p={p} onClosed={onClosed} />,
  });
}
