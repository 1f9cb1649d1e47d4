/**
 * The chat widget's setting (spec §2): the brand's chat provider, set by editors in the `settings`
 * document of each language (`chat: { provider, id, scriptUrl? }`), or at build time by the
 * `CHAT_PROVIDER`, `CHAT_ID` and `CHAT_SCRIPT_URL` environment variables, which win over the content.
 * Without a provider nothing of the chat is on the page.
 */
export type ChatProvider = 'crisp';

export const chatProviders: readonly ChatProvider[] = ['crisp'];

export interface ChatSettings {
  provider: ChatProvider;
  /** The provider's id of the site (Crisp: the website id). */
  id: string;
  /** The provider's script, if not its usual address (a test serves a stand-in). */
  scriptUrl?: string;
}

/** The provider's own loader script. */
export const defaultScriptUrls: Record<ChatProvider, string> = {
  crisp: 'https://client.crisp.chat/l.js',
};

/** spec §2: "The chat widget is hidden on paths containing book or reservation." */
export function hidesChat(pathname: string): boolean {
  return /book|reservation/.test(pathname);
}

function isProvider(value: unknown): value is ChatProvider {
  return typeof value === 'string' && (chatProviders as readonly string[]).includes(value);
}

/**
 * The chat of a brand and language: the environment's override, else the settings document's, if
 * its provider is one the site can load and it has an id.
 */
export function chatSettingsOf(
  fromContent: { provider?: string; id?: string; scriptUrl?: string } | null | undefined,
  env: Record<string, string | undefined>,
): ChatSettings | null {
  const provider = env.CHAT_PROVIDER || fromContent?.provider;
  const id = env.CHAT_PROVIDER ? env.CHAT_ID : fromContent?.id;
  if (!isProvider(provider) || !id) return null;
  const scriptUrl = env.CHAT_SCRIPT_URL || (env.CHAT_PROVIDER ? undefined : fromContent?.scriptUrl);
  return scriptUrl ? { provider, id, scriptUrl } : { provider, id };
}
