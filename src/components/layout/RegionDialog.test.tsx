import { fireEvent, render, screen, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { forgetCurrencyCookie } from '../../i18n/use-currency';
import { chromeFixture } from './__fixtures__/chrome';
import { SiteHeader } from './SiteHeader';

jest.mock('gatsby', () => ({
  ...jest.requireActual<object>('gatsby'),
  navigate: jest.fn(),
}));

const alternates = { en: '/cars/', is: '/is/bilar/', de: '/de/autos/' };

// jsdom has <dialog> without its modal behaviour.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  document.cookie = 'car-preferred-currency=; max-age=0; path=/';
  document.cookie = 'locale=; max-age=0; path=/';
  forgetCurrencyCookie();
  jest.mocked(navigate).mockClear();
});

function openRegionDialog() {
  render(<SiteHeader chrome={chromeFixture('car', 'en')} alternates={alternates} />);
  const opener = screen.getByRole('button', { name: 'Language and currency: EN · USD' });
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Language and currency' }) };
}

describe('RegionDialog', () => {
  it('opens a labelled dialog with the languages of the page and the current currency', () => {
    const { dialog } = openRegionDialog();
    const languages = within(dialog).getByRole('group', { name: 'Language' });
    expect(
      within(languages)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['en', 'is', 'de']);
    expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  });

  it('lets the currency follow the chosen language until the visitor picks one', () => {
    const { dialog } = openRegionDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Íslenska' }));
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('ISK');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Currency' }), { target: { value: 'GBP' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Deutsch' }));
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  });

  it('saves: keeps a picked currency in the brand cookie and goes to the page in the chosen language', () => {
    const { dialog, opener } = openRegionDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Deutsch' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Currency' }), { target: { value: 'GBP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(document.cookie).toContain('car-preferred-currency=GBP');
    expect(navigate).toHaveBeenCalledWith('/de/autos/');
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    expect(opener).toHaveAccessibleName('Language and currency: EN · GBP');
  });

  it('remembers the chosen language in the locale cookie, so / no longer follows the browser (spec §4)', () => {
    const { dialog } = openRegionDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Deutsch' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(document.cookie).toContain('locale=de');
  });

  it('does not remember a language when the dialog is closed without saving', () => {
    const { dialog } = openRegionDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Deutsch' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(document.cookie).not.toContain('locale=');
  });

  it('stores no currency when the visitor only changes the language (it follows the language)', () => {
    const { dialog } = openRegionDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Íslenska' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(document.cookie).not.toContain('car-preferred-currency');
    expect(navigate).toHaveBeenCalledWith('/is/bilar/');
  });

  it('closes with its close button without changing anything, focus back on the opener', () => {
    const { dialog, opener } = openRegionDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Deutsch' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is not offered by the long-term brand, which has no language switcher (spec §1)', () => {
    render(<SiteHeader chrome={chromeFixture('longterm')} alternates={alternates} />);
    expect(screen.queryByRole('button', { name: /Language and currency/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
  });
});
