import { css, Global, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { useLayoutStore } from '@site/shared';

interface LiveChatWidget {
  maximize(): void;
}
declare global {
  interface Window {
    LiveChatWidget?: LiveChatWidget;
  }
}

const SCRIPT_ID = 'livechat-script';
/** The button's size and distance from the corner; the page keeps this much free space below its footer. */
const SIZE = '3.4rem';
const GAP = '1rem';

/**
 * The floating button must never cover the page's own last line (a template footer's 18+ badge): while it is
 * shown, the page gets room below its content for it, so scrolled to the end nothing sits under the button.
 */
const reserveRoom = css`
  body {
    padding-bottom: calc(${SIZE} + 2 * ${GAP});
  }
`;

/**
 * SPEC §2, §7: the chat widget's script loads only when the site has a chat_id (its URL comes from the startup
 * answer); the floating button appears once the widget has loaded (`livechat:ready`) and maximizes it.
 */
export function LiveChat() {
  const { t } = useTranslation('ui');
  const chatId = useLayoutStore((s) => s.live_chat.chat_id);
  const src = useLayoutStore((s) => s.live_chat_script);
  const [ready, setReady] = useState(() => Boolean(window.LiveChatWidget));
  useEffect(() => {
    if (!chatId || !src) return;
    const onReady = () => setReady(true);
    window.addEventListener('livechat:ready', onReady);
    if (!document.getElementById(SCRIPT_ID)) {
      const s = document.createElement('script');
      s.id = SCRIPT_ID;
      s.async = true;
      s.src = src;
      s.dataset.chatId = chatId;
      s.onerror = () => console.warn('[livechat] the chat widget failed to load');
      document.body.appendChild(s);
    }
    return () => window.removeEventListener('livechat:ready', onReady);
  }, [chatId, src]);
  if (!chatId || !src || !ready) return null;
  return (
    <>
      <Global styles={reserveRoom} />
      <button
        type="button"
        data-testid="livechat-button"
        aria-label={t('liveChat')}
        title={t('liveChat')}
        onClick={() => window.LiveChatWidget?.maximize()}
        css={(th: Theme) => css`
          position: fixed;
          left: ${GAP};
          bottom: ${GAP};
          z-index: 850;
          width: ${SIZE};
          height: ${SIZE};
          border-radius: 50%;
          border: 0;
          cursor: pointer;
          font-size: 1.5rem;
          background: ${th.palette.primary};
          color: ${th.palette.primaryText};
          box-shadow: ${th.shadow};
          &:focus-visible {
            outline: 2px solid ${th.palette.accent};
            outline-offset: 3px;
          }
        `}
      >
        <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z" />
        </svg>
      </button>
    </>
  );
}
