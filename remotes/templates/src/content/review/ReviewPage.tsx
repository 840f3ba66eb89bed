import { css, type Theme } from '@emotion/react';
import { useUserStore, type ReviewSummary } from '@site/shared';
import { Card, EmptyState, LinkButton, Page, useFormat } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { Loaded } from '../Loaded';
import { useReviews } from './api';
import { ReviewForm } from './ReviewForm';
import { Stars } from './Stars';

/** The average, the count and one bar per star level (5 to 1), all from the answer. */
function Summary({ s }: { s: ReviewSummary }) {
  const t = useT();
  const most = Math.max(1, ...s.distribution);
  return (
    <Card title={t('reviewSummary')}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '1rem 2rem', alignItems: 'center' }}>
        <div css={{ display: 'grid', justifyItems: 'start' }}>
          <span data-testid="review-average" css={{ fontSize: '2.4rem', fontWeight: 700, lineHeight: 1.1 }}>
            {s.average.toFixed(1)}
          </span>
          <Stars value={s.average} label={t('averageOf', { average: s.average.toFixed(1) })} />
          <span data-testid="review-count" css={(th: Theme) => ({ color: th.palette.textMuted })}>
            {t('reviewCount', { count: s.count })}
          </span>
        </div>
        <dl
          data-testid="review-distribution"
          css={{ margin: 0, display: 'grid', gap: '0.3rem', flex: '1 1 14rem' }}
        >
          {[5, 4, 3, 2, 1].map((n) => {
            const count = s.distribution[n - 1] ?? 0;
            return (
              <div
                key={n}
                css={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(6rem, auto) 1fr 2.5rem',
                  gap: '0.5rem',
                  alignItems: 'center',
                }}
              >
                <dt>{t('starsOf', { n })}</dt>
                <dd css={{ margin: 0 }} aria-hidden="true">
                  <div
                    css={(th: Theme) => ({
                      height: 8,
                      borderRadius: 4,
                      background: th.palette.surfaceAlt,
                      overflow: 'hidden',
                    })}
                  >
                    <div
                      css={(th: Theme) => ({
                        height: '100%',
                        width: `${(count / most) * 100}%`,
                        background: th.palette.primary,
                      })}
                    />
                  </div>
                </dd>
                <dd css={{ margin: 0, textAlign: 'right' }} data-testid={`review-dist-${n}`}>
                  {count}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </Card>
  );
}

/** /review: the site's reviews (average, distribution, the list) and, for a signed-in player, their own. */
export default function ReviewPage() {
  const t = useT();
  const f = useFormat();
  const q = useReviews();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  return (
    <Page title={t('reviews')} data-testid="review-page">
      <div css={{ display: 'grid', gap: '1rem' }}>
        <Loaded q={q} lines={5}>
          {(s) => (
            <>
              <Summary s={s} />
              {signedIn ? (
                <ReviewForm />
              ) : (
                <Card>
                  <EmptyState
                    text={t('signInToReview')}
                    action={<LinkButton to="/login">{t('signIn')}</LinkButton>}
                  />
                </Card>
              )}
              {s.reviews.length ? (
                <ul
                  data-testid="review-list"
                  css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.8rem' }}
                >
                  {s.reviews.map((r) => (
                    <li
                      key={r.id}
                      css={(th: Theme) => css`
                        background: ${th.palette.surface};
                        border: 1px solid ${th.palette.border};
                        border-radius: ${th.radius};
                        padding: 0.9rem 1rem;
                        display: grid;
                        gap: 0.3rem;
                      `}
                    >
                      <div
                        css={{
                          display: 'flex',
                          flexWrap: 'wrap',
                          gap: '0.3rem 1rem',
                          alignItems: 'baseline',
                        }}
                      >
                        <strong>{r.account}</strong>
                        <Stars value={r.rating} label={t('starsOf', { n: r.rating })} />
                        <time
                          dateTime={r.updated_at}
                          css={(th: Theme) => ({ color: th.palette.textMuted, fontSize: '0.9rem' })}
                        >
                          {f.date(r.updated_at)}
                        </time>
                      </div>
                      <p css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.body}</p>
                    </li>
                  ))}
                </ul>
              ) : (
                <Card>
                  <EmptyState text={t('noReviews')} />
                </Card>
              )}
            </>
          )}
        </Loaded>
      </div>
    </Page>
  );
}
