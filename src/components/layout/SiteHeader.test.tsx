import { screen, within } from '@testing-library/react';
import { planInEveryLocale } from '../../build/pages';
import type { TenantId } from '../../config/tenants';
import { renderWithI18n } from '../../i18n/test-utils';
import { SiteHeader } from './SiteHeader';

function contextFor(tenant: TenantId, language: string) {
  const plan = planInEveryLocale(tenant, 'home-page', '/').find((p) => p.context.language === language);
  if (!plan) throw new Error(`no plan for ${language}`);
  return plan.context;
}

describe('SiteHeader', () => {
  it('links the logo to the home path of the current language (spec §2)', () => {
    renderWithI18n(<SiteHeader context={contextFor('car', 'de')} />, 'de');
    expect(screen.getByRole('link', { name: /Norðurljós Car Rental/ })).toHaveAttribute('href', '/de/');
  });

  it('links the logo to the root for English', () => {
    renderWithI18n(<SiteHeader context={contextFor('car', 'en')} />);
    expect(screen.getByRole('link', { name: /Norðurljós Car Rental/ })).toHaveAttribute('href', '/');
  });

  it('offers the same page in all seven languages and marks the current one', () => {
    renderWithI18n(<SiteHeader context={contextFor('camper', 'is')} />, 'is');
    const chooser = screen.getByRole('navigation');
    const links = within(chooser).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/is/',
      '/de/',
      '/es/',
      '/fr/',
      '/pt/',
      '/zh/',
    ]);
    expect(within(chooser).getByRole('link', { current: true })).toHaveAttribute('href', '/is/');
  });

  it('hides the language switcher for the long-term brand (spec §1)', () => {
    renderWithI18n(<SiteHeader context={contextFor('longterm', 'en')} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
