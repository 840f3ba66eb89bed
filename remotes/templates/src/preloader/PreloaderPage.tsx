import { useTheme } from '@emotion/react';
import Preloader from './Preloader';
import { useT } from '../i18n/messages';

/** /preloader: the site's preloader shown in place (for operators to see it). */
export default function PreloaderPage() {
  const t = useT();
  const theme = useTheme();
  return <Preloader template={theme.template} inline label={t('loading')} />;
}
