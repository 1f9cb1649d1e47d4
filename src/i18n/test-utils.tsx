import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { localeCodes } from '../config/locales';
import { createI18n } from './instance';

/** Every locale's common.json, read the way the site reads it. */
function loadResources() {
  const resources: Record<string, { common: Record<string, unknown> }> = {};
  for (const code of localeCodes) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads JSON synchronously here
    resources[code] = { common: require(`../../locales/${code}/common.json`) as Record<string, unknown> };
  }
  return resources;
}

/** Renders `ui` inside an i18next provider with the real UI strings of `language`. */
export function renderWithI18n(ui: ReactElement, language = 'en'): RenderResult {
  return render(<I18nextProvider i18n={createI18n(loadResources(), language)}>{ui}</I18nextProvider>);
}
