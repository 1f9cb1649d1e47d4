import { act, fireEvent, render, screen } from '@testing-library/react';
import { forgetCurrencyCookie, useCurrency } from './use-currency';

const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');

/** Counts the reads of `document.cookie` (the browser's cookie getter is left to do the reading). */
function countCookieReads(): () => number {
  let reads = 0;
  jest.spyOn(document, 'cookie', 'get').mockImplementation(function read(this: Document) {
    reads += 1;
    return cookie?.get?.call(this) as string;
  });
  return () => reads;
}

function Shown({ name, language = 'en' }: { name: string; language?: string }) {
  const [currency, choose] = useCurrency('car', language);
  return (
    <button type="button" data-testid={name} onClick={() => choose('GBP')}>
      {currency}
    </button>
  );
}

function ShownTwice({ language }: { language: string }) {
  return (
    <>
      <Shown name="one" language={language} />
      <Shown name="two" language={language} />
      <Shown name="three" language={language} />
    </>
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = 'car-preferred-currency=; max-age=0; path=/';
  forgetCurrencyCookie();
});

describe('useCurrency', () => {
  it('shows the language’s currency, or the one kept in the brand’s cookie', () => {
    const { unmount } = render(<Shown name="price" language="is" />);
    expect(screen.getByTestId('price')).toHaveTextContent('ISK');
    unmount();
    document.cookie = 'car-preferred-currency=GBP; path=/';
    forgetCurrencyCookie();
    render(<Shown name="price" language="is" />);
    expect(screen.getByTestId('price')).toHaveTextContent('GBP');
  });

  it('reads the cookie once a page load, however many components show the currency and re-render', () => {
    document.cookie = 'car-preferred-currency=EUR; path=/';
    const reads = countCookieReads();
    const { rerender } = render(<ShownTwice language="en" />);
    rerender(<ShownTwice language="de" />);
    rerender(<ShownTwice language="is" />);
    expect(screen.getByTestId('three')).toHaveTextContent('EUR');
    expect(reads()).toBe(1);
  });

  it('keeps the visitor’s choice in the cookie and shows it in every component at once', () => {
    render(<ShownTwice language="en" />);
    expect(screen.getByTestId('two')).toHaveTextContent('USD');
    fireEvent.click(screen.getByTestId('one'));
    for (const name of ['one', 'two', 'three']) expect(screen.getByTestId(name)).toHaveTextContent('GBP');
    expect(document.cookie).toContain('car-preferred-currency=GBP');
    // A component mounted later (a client-side navigation) shows the choice too.
    render(<Shown name="later" />);
    expect(screen.getByTestId('later')).toHaveTextContent('GBP');
  });

  it('reads a currency chosen in another tab when this one is shown again', () => {
    render(<ShownTwice language="en" />);
    expect(screen.getByTestId('one')).toHaveTextContent('USD');
    document.cookie = 'car-preferred-currency=ISK; path=/';
    const reads = countCookieReads();
    // Still the page load's reading until the tab is shown again.
    expect(screen.getByTestId('one')).toHaveTextContent('USD');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(document.visibilityState).toBe('visible');
    for (const name of ['one', 'two', 'three']) expect(screen.getByTestId(name)).toHaveTextContent('ISK');
    expect(reads()).toBe(1);
  });

  it('reads it again when the page comes back from the back-forward cache, not on its first show', () => {
    render(<Shown name="price" />);
    document.cookie = 'car-preferred-currency=EUR; path=/';
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(screen.getByTestId('price')).toHaveTextContent('USD');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByTestId('price')).toHaveTextContent('EUR');
  });
});
