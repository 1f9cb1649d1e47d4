import type { WrapPageElementBrowserArgs } from 'gatsby';
import { isBenchBarePage } from '../build/bench-bare';
import type { BasePageContext } from '../build/pages';
import { defaultLocale } from '../config/locales';
import { ChatButton } from '../components/chat/ChatButton';
import { hidesChat } from '../components/chat/chat';
import { PageErrorBoundary } from '../components/errors/PageErrorBoundary';
import { TranslationProvider } from './TranslationProvider';

const noStrings = {};

/**
 * Gatsby's wrapPageElement (browser and server): the page's language, brand and strings for its
 * components, the error page for a page that fails to render (spec §8) and the chat button of the
 * pages that have a chat (spec §2). The bare page of bench:site gets none of it (src/build/bench-bare.ts).
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  if (isBenchBarePage(props.pageContext)) return element;
  const context = props.pageContext as Partial<BasePageContext>;
  return (
    <TranslationProvider
      language={context.language ?? defaultLocale}
      tenant={context.tenant}
      strings={context.strings ?? noStrings}
    >
      <PageErrorBoundary context={context} pathname={props.location.pathname}>
        {element}
      </PageErrorBoundary>
      {context.chat && !hidesChat(props.location.pathname) ? <ChatButton chat={context.chat} /> : null}
    </TranslationProvider>
  );
}
