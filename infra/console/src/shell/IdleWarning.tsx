import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleGet, lastCallAt } from '../api';
import { LOCALE, isLang } from '../i18n';
import { ConfirmDialog } from '../ui';

/** The server ends a session 30 minutes after its last request (infra/src/console/sessions.ts IDLE_MS). */
export const IDLE_MS = 30 * 60_000;
/** The warning shows this long before. */
export const WARN_MS = 2 * 60_000;

/**
 * Warns shortly before the idle timeout: "Stay signed in" makes a request (which moves the server's idle timer);
 * at the timeout the page asks the server once more, which answers 401 and the frame returns to sign-in.
 */
export function IdleWarning({ onSignOut }: { onSignOut: () => void }) {
  const { t, i18n } = useTranslation('frame');
  const [deadline, setDeadline] = useState<number | null>(null);
  useEffect(() => {
    const check = () => {
      const end = lastCallAt() + IDLE_MS;
      const left = end - Date.now();
      if (left <= 0) {
        setDeadline(null);
        void consoleGet('/me').catch(() => undefined);
      } else setDeadline(left <= WARN_MS ? end : null);
    };
    const id = setInterval(check, 5_000);
    return () => clearInterval(id);
  }, []);
  const lang = isLang(i18n.language) ? i18n.language : 'EN';
  const time = deadline
    ? new Intl.DateTimeFormat(LOCALE[lang], { timeStyle: 'short' }).format(new Date(deadline))
    : '';
  return (
    <ConfirmDialog
      open={deadline !== null}
      title={t('idleTitle')}
      confirmLabel={t('stay')}
      cancelLabel={t('signOut')}
      testId="idle-warning"
      onConfirm={() => {
        setDeadline(null);
        void consoleGet('/me').catch(() => undefined);
      }}
      onCancel={() => {
        setDeadline(null);
        onSignOut();
      }}
    >
      <p>{t('idleText', { time })}</p>
    </ConfirmDialog>
  );
}
