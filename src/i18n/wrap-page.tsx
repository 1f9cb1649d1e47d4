import type { WrapPageElementBrowserArgs } from 'gatsby';
import type { BasePageContext } from '../build/pages';
import { defaultLocale } from '../config/locales';
import { TranslationProvider } from './TranslationProvider';

const noStrings = {};

/** Gatsby's wrapPageElement of both the browser and the server: the page's strings for its components. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  const context = props.pageContext as Partial<BasePageContext>;
  return (
    <TranslationProvider language={context.language ?? defaultLocale} strings={context.strings ?? noStrings}>
      {element}
    </TranslationProvider>
  );
}
