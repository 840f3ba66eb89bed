import { css, type Theme } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import { bus } from '@site/shared';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewForm } from '@site/shared/contract';
import { Button, Card, Form, visuallyHidden } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { useFormErrors } from '../form-errors';
import { TextArea } from '../TextArea';
import { useMyReview, useWriteReview } from './api';

const radio = (th: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 44px;
  min-width: 44px;
  padding: 0 0.6rem;
  border: 1px solid ${th.palette.border};
  border-radius: ${th.radius};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${th.palette.primary};
    background: ${th.palette.surfaceAlt};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${th.palette.accent};
    outline-offset: 2px;
  }
`;

/** The signed-in player's review: 1–5 stars and a text; their saved review fills the form, Save replaces it. */
export function ReviewForm() {
  const t = useT();
  const mine = useMyReview();
  const write = useWriteReview();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const saved = mine.data;
  useEffect(() => {
    if (!saved) return;
    setRating(saved.rating);
    setBody(saved.body);
  }, [saved]);
  const labels = useMemo(() => ({ rating: t('yourRating'), body: t('yourReview') }), [t]);
  const { errors, check, refused } = useFormErrors(labels);
  const submit = () => {
    if (write.isPending) return;
    const value = { rating, body: body.trim() };
    if (!check(reviewForm, { ...value, rating: rating || null })) return;
    write.mutate(value, {
      onError: refused,
      onSuccess: () =>
        bus.emit('toast:show', {
          kind: 'success',
          // worded by the shell at every render: it follows a header language switch while it shows
          text: (tt) => tt('templates:reviewSaved'),
          duration: 3000,
          position: 'bottom-right',
        }),
    });
  };
  return (
    <Card title={saved ? t('editReview') : t('writeReview')}>
      <Form
        onSubmit={submit}
        aria-label={saved ? t('editReview') : t('writeReview')}
        data-testid="review-form"
        error={errors.form}
        actions={
          <Button type="submit" disabled={write.isPending || mine.isPending}>
            {write.isPending ? t('sending') : t('saveReview')}
          </Button>
        }
      >
        <fieldset
          css={{ border: 0, padding: 0, margin: '0 0 0.8rem' }}
          aria-describedby={errors.rating ? 'rating-err' : undefined}
        >
          <legend
            css={(th: Theme) => ({ color: th.palette.textMuted, fontSize: '0.9rem', marginBottom: '0.3rem' })}
          >
            {labels.rating}
          </legend>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.4rem' }}>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} css={radio}>
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                />
                <span aria-hidden="true">★ {n}</span>
                <span css={visuallyHidden}>{t('starsOf', { n })}</span>
              </label>
            ))}
          </div>
          {errors.rating ? (
            <span
              id="rating-err"
              role="alert"
              css={(th: Theme) => ({ color: th.palette.danger, fontSize: '0.85rem' })}
            >
              {errors.rating}
            </span>
          ) : null}
        </fieldset>
        <TextArea
          label={labels.body}
          value={body}
          onValue={setBody}
          error={errors.body}
          hint={t('lengthHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
          maxLength={REVIEW_TEXT_MAX}
        />
      </Form>
    </Card>
  );
}
