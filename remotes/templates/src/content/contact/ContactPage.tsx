import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Card, Page } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { Loaded } from '../Loaded';
import { useSiteInfo, useSocialAccounts } from '../site-info';
import { ChatButton } from './ChatButton';
import { ContactForm } from './ContactForm';

const link = (th: Theme) =>
  css({ color: th.palette.primary, display: 'inline-block', minHeight: 44, lineHeight: '44px' });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div css={{ display: 'grid', gap: '0.1rem' }}>
      <dt css={(th: Theme) => ({ color: th.palette.textMuted, fontSize: '0.9rem' })}>{label}</dt>
      <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/**
 * /contact-us: the site's support e-mail and phone (siteinfodetail), its social accounts (social_account), the
 * live-chat button when the site has chat, and the contact form (contact_send → a reference number).
 */
export default function ContactPage() {
  const t = useT();
  const info = useSiteInfo();
  const social = useSocialAccounts();
  return (
    <Page title={t('contact')} data-testid="contact-page">
      <div css={{ display: 'grid', gap: '1rem' }}>
        <Loaded q={info} lines={3}>
          {(s) => (
            <Card title={t('supportTitle')}>
              {s.support_email || s.support_phone ? (
                <dl css={{ margin: 0, display: 'grid', gap: '0.5rem' }} data-testid="contact-details">
                  {s.support_email ? (
                    <Row label={t('supportEmail')}>
                      <a href={`mailto:${s.support_email}`} css={link}>
                        {s.support_email}
                      </a>
                    </Row>
                  ) : null}
                  {s.support_phone ? (
                    <Row label={t('supportPhone')}>
                      <a href={`tel:${s.support_phone.replace(/[^+0-9]/g, '')}`} css={link}>
                        {s.support_phone}
                      </a>
                    </Row>
                  ) : null}
                </dl>
              ) : (
                <p>{t('noSupportDetails')}</p>
              )}
              <ChatButton />
            </Card>
          )}
        </Loaded>
        <Loaded q={social} lines={2}>
          {(all) => {
            // Operator data: only web addresses become links (never javascript: or data:).
            const accounts = all.filter((a) => /^https?:\/\//i.test(a.url));
            return accounts.length ? (
              <Card title={t('followUs')}>
                <ul
                  data-testid="contact-social"
                  css={{
                    listStyle: 'none',
                    margin: 0,
                    padding: 0,
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: '0 1.2rem',
                  }}
                >
                  {accounts.map((a) => (
                    <li key={a.url}>
                      <a href={a.url} target="_blank" rel="noopener noreferrer" css={link}>
                        {a.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </Card>
            ) : null;
          }}
        </Loaded>
        <ContactForm />
      </div>
    </Page>
  );
}
