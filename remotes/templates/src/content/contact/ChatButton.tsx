import { useEffect, useState } from 'react';
import { useLayoutStore } from '@site/shared';
import { Button } from '@site/shared/ui';
import { useT } from '../../i18n/messages';

/**
 * "Chat with us" when the site has live chat (SPEC §2): shown once the shell's chat widget has loaded
 * (`livechat:ready`), it maximizes the widget like the floating button.
 */
export function ChatButton() {
  const t = useT();
  const chatId = useLayoutStore((s) => s.live_chat.chat_id);
  const [ready, setReady] = useState(() => Boolean(window.LiveChatWidget));
  useEffect(() => {
    const onReady = () => setReady(true);
    window.addEventListener('livechat:ready', onReady);
    return () => window.removeEventListener('livechat:ready', onReady);
  }, []);
  if (!chatId || !ready) return null;
  return (
    <Button data-testid="contact-chat" onClick={() => window.LiveChatWidget?.maximize()}>
      {t('chatWithUs')}
    </Button>
  );
}
