import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { ChatSettings } from './chat';

/** Whether the provider's chat has been opened in this visit: its own launcher stands in for the button. */
let opened = false;

const loadChat = () => import('./load-chat');

/**
 * "Chat with us" (spec §2): the provider's script is loaded only when the visitor asks for the chat,
 * never with the page. Rendered on the pages that have a chat (src/i18n/wrap-page.tsx); when a page
 * without it is shown after the chat was opened, the provider's window is hidden, and shown again on
 * the next page that has it.
 */
export function ChatButton({ chat }: { chat: ChatSettings }) {
  const { t, language } = useTranslation();
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | 'open'>(opened ? 'open' : 'idle');

  useEffect(() => {
    if (!opened) return undefined;
    void loadChat().then((module) => module.showChat());
    return () => void loadChat().then((module) => module.hideChat());
  }, []);

  const open = () => {
    setState('loading');
    loadChat()
      .then((module) => module.openChat(chat, language))
      .then(
        () => {
          opened = true;
          setState('open');
        },
        () => setState('failed'),
      );
  };

  if (state === 'open') return null;
  return (
    <aside className="chat-widget" aria-label={t('clientChrome.chat.open')}>
      {state === 'failed' && (
        <p role="alert" className="chat-widget__failed">
          {t('clientChrome.chat.failed')}
        </p>
      )}
      <button
        type="button"
        className="chat-widget__button"
        onClick={open}
        disabled={state === 'loading'}
        data-testid="chat-button"
        // Without JavaScript the button could not open anything (gatsby-ssr.tsx hides [data-js-only]).
        data-js-only=""
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
        </svg>
        <span>{state === 'loading' ? t('clientChrome.chat.opening') : t('clientChrome.chat.open')}</span>
      </button>
    </aside>
  );
}
