import { css, type Theme } from '@emotion/react';
import { SiteLink as Link } from '@site/shared';
import { useNews } from '../api/get-news';
import { Section, type HeadingStyle } from '../../components/Section';
import { useT } from '../../i18n/messages';

/** Latest news; hidden when the call fails or there is none. */
export function NewsList({ limit = 3, heading }: { limit?: number; heading?: HeadingStyle }) {
  const t = useT();
  const news = useNews();
  if (!news?.length) return null;
  return (
    <Section title={t('news')} to="/news" look={heading} testId="news">
      <ul
        css={(th: Theme) => css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 0.8rem;
          @media (min-width: ${th.breakpoints.tablet}px) {
            grid-template-columns: repeat(${Math.min(limit, 3)}, minmax(0, 1fr));
          }
          li {
            padding: 1rem;
            background: ${th.palette.surface};
            border-radius: ${th.radius};
            border-top: 3px solid ${th.palette.accent};
          }
          time {
            font-size: 0.8rem;
            color: ${th.palette.textMuted};
          }
          h3 {
            margin: 0.3rem 0;
            font-size: 1rem;
          }
          p {
            margin: 0;
            font-size: 0.9rem;
            color: ${th.palette.textMuted};
            display: -webkit-box;
            -webkit-line-clamp: 3;
            -webkit-box-orient: vertical;
            overflow: hidden;
          }
        `}
      >
        {news.slice(0, limit).map((n) => (
          <li key={n.id}>
            <time dateTime={n.published_at}>{String(n.published_at).slice(0, 10)}</time>
            <h3>
              <Link
                to="/news"
                css={(th: Theme) =>
                  css({ display: 'inline-flex', alignItems: 'center', color: th.palette.text })
                }
              >
                {n.title}
              </Link>
            </h3>
            <p>{n.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
