import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { LocaleCode } from '../config/locales';
import { pageStrings, type StringsFile } from '../build/translate';
import { TranslationProvider } from './TranslationProvider';

/** Renders `ui` inside the translation provider with the real UI strings (`files`) of `language`. */
export function renderWithI18n(
  ui: ReactElement,
  language: LocaleCode = 'en',
  files: readonly StringsFile[] = ['common'],
): RenderResult {
  return render(
    <TranslationProvider language={language} strings={pageStrings(language, files)}>
      {ui}
    </TranslationProvider>,
  );
}
