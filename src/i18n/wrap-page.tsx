import type { WrapPageElementBrowserArgs } from 'gatsby';
import type { BasePageContext } from '../build/pages';
import { defaultLocale } from '../config/locales';
import { PageErrorBoundary } from '../components/errors/PageErrorBoundary';
import { TranslationProvider } from './TranslationProvider';

const noStrings = {};

/**
 * Gatsby's wrapPageElement (browser and server): the page's language, brand and strings for its
 * components, and the error page for a page that fails to render (spec §8).
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
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
    </TranslationProvider>
  );
}
