import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { LocaleCode } from '../config/locales';
import { pageStrings } from '../build/translate';
import { TranslationProvider } from './TranslationProvider';

/** Renders `ui` inside the translation provider with the real UI strings of `language`. */
export function renderWithI18n(ui: ReactElement, language: LocaleCode = 'en'): RenderResult {
  return render(
    <TranslationProvider language={language} strings={pageStrings(language)}>
      {ui}
    </TranslationProvider>,
  );
}
