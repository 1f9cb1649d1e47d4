import type { WrapPageElementBrowserArgs } from 'gatsby';
import type { BasePageContext } from '../build/pages';
import { defaultLocale } from '../config/locales';
import { TranslationProvider } from './TranslationProvider';

const noStrings = {};

/** Gatsby's wrapPageElement (browser and server): the page's language, brand and strings for its components. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  const context = props.pageContext as Partial<BasePageContext>;
  return (
    <TranslationProvider
      language={context.language ?? defaultLocale}
      tenant={context.tenant}
      strings={context.strings ?? noStrings}
    >
      {element}
    </TranslationProvider>
  );
}
