import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../i18n/test-utils';
import { chatSettingsOf, hidesChat } from './chat';
import { ChatButton } from './ChatButton';

describe('hidesChat (spec §2)', () => {
  it('hides the chat on paths containing book or reservation', () => {
    expect(hidesChat('/book/vehicles/')).toBe(true);
    expect(hidesChat('/de/reservation/checkin/start/')).toBe(true);
    expect(hidesChat('/blog/how-to-book-a-camper/')).toBe(true);
    expect(hidesChat('/')).toBe(false);
    expect(hidesChat('/de/cars/')).toBe(false);
  });
});

describe('chatSettingsOf', () => {
  it('has no chat without a provider', () => {
    expect(chatSettingsOf(null, {})).toBeNull();
    expect(chatSettingsOf({ id: 'abc' }, {})).toBeNull();
  });

  it('takes the settings document’s chat of a provider the site can load', () => {
    expect(chatSettingsOf({ provider: 'crisp', id: 'abc' }, {})).toEqual({ provider: 'crisp', id: 'abc' });
    expect(chatSettingsOf({ provider: 'olark', id: 'abc' }, {})).toBeNull();
    expect(chatSettingsOf({ provider: 'crisp' }, {})).toBeNull();
  });

  it('lets the environment override the content', () => {
    const env = { CHAT_PROVIDER: 'crisp', CHAT_ID: 'e2e', CHAT_SCRIPT_URL: '/chat-e2e.js' };
    expect(chatSettingsOf(null, env)).toEqual({ provider: 'crisp', id: 'e2e', scriptUrl: '/chat-e2e.js' });
    expect(
      chatSettingsOf(
        { provider: 'crisp', id: 'abc', scriptUrl: 'https://cdn.example/l.js' },
        { CHAT_PROVIDER: 'crisp', CHAT_ID: 'x' },
      ),
    ).toEqual({
      provider: 'crisp',
      id: 'x',
    });
  });
});

describe('ChatButton when the script fails', () => {
  // First: once a chat is open, the button gives way to the provider's own launcher for the visit.
  it('says so and can be tried again', async () => {
    renderWithI18n(<ChatButton chat={{ provider: 'crisp', id: 'site-1', scriptUrl: '/missing-chat.js' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(document.head.querySelector('script[src="/missing-chat.js"]')).not.toBeNull());
    document.head.querySelector('script[src="/missing-chat.js"]')?.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The chat could not be opened. Please try again later.');
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeEnabled();
  });
});

describe('ChatButton', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  const chatScript = () => document.head.querySelector<HTMLScriptElement>('script[src="/chat-e2e.js"]');

  it('loads the provider’s script only when asked, in the page’s language, then gives way to it', async () => {
    renderWithI18n(<ChatButton chat={{ provider: 'crisp', id: 'site-1', scriptUrl: '/chat-e2e.js' }} />, 'de');
    const button = screen.getByRole('button', { name: 'Chatten Sie mit uns' });
    expect(chatScript()).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(chatScript()).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Chat wird geöffnet…' })).toBeDisabled();
    const w = window as unknown as { CRISP_WEBSITE_ID: string; CRISP_RUNTIME_CONFIG: object; $crisp: unknown[] };
    expect(w.CRISP_WEBSITE_ID).toBe('site-1');
    expect(w.CRISP_RUNTIME_CONFIG).toEqual({ locale: 'de' });
    expect(w.$crisp).toContainEqual(['do', 'chat:open']);
    chatScript()?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });

  it('never loads the provider’s script on a booking or reservation page, the payment step above all', async () => {
    const { openChat } = await import('./load-chat');
    for (const path of ['/book/payment/', '/de/book/payment/', '/reservation/checkin/payment/']) {
      window.history.pushState(null, '', path);
      await expect(openChat({ provider: 'crisp', id: 'site-1', scriptUrl: '/chat-e2e.js' }, 'en')).rejects.toThrow(
        'No chat on this page',
      );
      expect(chatScript()).toBeNull();
    }
    window.history.pushState(null, '', '/');
  });
});
