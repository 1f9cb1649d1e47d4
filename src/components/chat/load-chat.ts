import { defaultScriptUrls, hidesChat, type ChatSettings } from './chat';

/** Crisp's globals (https://docs.crisp.chat/guides/chatbox-sdks/web-sdk/): a command queue and its settings. */
interface CrispWindow {
  $crisp?: unknown[][] | { push(command: unknown[]): void };
  CRISP_WEBSITE_ID?: string;
  CRISP_RUNTIME_CONFIG?: { locale?: string };
}

let loading: Promise<void> | null = null;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`The chat script ${src} could not be loaded`));
    };
    document.head.appendChild(script);
  });
}

function crisp(): CrispWindow {
  return window as unknown as CrispWindow;
}

function command(...args: unknown[]): void {
  const w = crisp();
  w.$crisp = w.$crisp ?? [];
  w.$crisp.push(args);
}

/**
 * Loads the provider's script (once) and opens its chat window in the page's language: Crisp's
 * embed, its commands queued before the script runs them. A failed load may be tried again.
 */
export function openChat(chat: ChatSettings, language: string): Promise<void> {
  // Issue 38: never on a booking or reservation page, above all the payment step, where no third-party
  // script may run beside the processor's page; the button is not there, and neither is the script.
  if (hidesChat(window.location.pathname)) return Promise.reject(new Error('No chat on this page'));
  const w = crisp();
  w.CRISP_WEBSITE_ID = chat.id;
  w.CRISP_RUNTIME_CONFIG = { locale: language };
  command('do', 'chat:show');
  command('do', 'chat:open');
  loading ??= loadScript(chat.scriptUrl ?? defaultScriptUrls[chat.provider]).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Shows the provider's chat again (back on a page that has it). */
export function showChat(): void {
  command('do', 'chat:show');
}

/** Hides the provider's chat (on the booking and reservation pages). */
export function hideChat(): void {
  command('do', 'chat:hide');
}
