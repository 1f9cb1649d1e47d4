import { openProcessorPage, type ProcessorWindow } from './open-processor-page';
import {
  bookAgainPathOf,
  dropTicket,
  landingOf,
  loadTicket,
  saveTicket,
  ticketKey,
  type PaymentReturnTicket,
} from './processor-return';
import { languageOfPath, paymentReturnUrl } from './return-url';

/** A tab's session storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const ticket: Omit<PaymentReturnTicket, 'version'> = {
  flow: 'booking',
  reference: 'CJY9NMP',
  paymentId: 'pay_1',
  language: 'is',
  state: 'sent',
};

describe('the return ticket', () => {
  it('is kept with its version and read back', () => {
    const storage = memoryStorage();
    saveTicket(storage, ticket);
    expect(loadTicket(storage)).toEqual({ ...ticket, version: 1 });
    dropTicket(storage);
    expect(loadTicket(storage)).toBeNull();
  });

  it.each([
    ['another version', { ...ticket, version: 0 }],
    ['an unknown flow', { ...ticket, flow: 'shop', version: 1 }],
    ['an unknown language', { ...ticket, language: 'xx', version: 1 }],
    ['an unknown state', { ...ticket, state: 'paid', version: 1 }],
  ])('is ignored with %s', (_, stored) => {
    const storage = memoryStorage();
    storage.setItem(ticketKey, JSON.stringify(stored));
    expect(loadTicket(storage)).toBeNull();
  });

  it('is ignored when unreadable', () => {
    const storage = memoryStorage();
    storage.setItem(ticketKey, '{not json');
    expect(loadTicket(storage)).toBeNull();
  });
});

describe('the way back', () => {
  it('comes back to the return page in the language of the page that paid', () => {
    expect(languageOfPath('/is/book/payment/')).toBe('is');
    expect(languageOfPath('/book/payment/')).toBe('en');
    expect(languageOfPath('/en/book/payment/')).toBe('en');
    expect(languageOfPath('/lease/')).toBe('en');
    expect(paymentReturnUrl('https://x.is', 'zh')).toBe('https://x.is/zh/reservation/payment-return/');
    expect(paymentReturnUrl('https://x.is', 'en')).toBe('https://x.is/reservation/payment-return/');
  });

  it.each<[PaymentReturnTicket['flow'], string, string]>([
    ['booking', '/book/payment/', '/book/payment/'],
    ['edit', '/reservation/', '/reservation/edit/payment/'],
    ['checkin', '/reservation/checkin/contract/', '/reservation/checkin/payment/'],
    ['lease', '/lease/', '/lease/'],
    ['overview', '/reservation/', '/reservation/'],
  ])('lands a paid %s on %s and a refused one on %s', (flow, paid, refused) => {
    expect(landingOf(flow, 'succeeded')).toBe(paid);
    expect(landingOf(flow, 'failed')).toBe(refused);
    expect(landingOf(flow, 'pending')).toBe(refused);
  });

  it('books again from a new search, or from the lease page', () => {
    expect(bookAgainPathOf('booking')).toBe('/book/vehicles/');
    expect(bookAgainPathOf('lease')).toBe('/lease/');
  });
});

describe('openProcessorPage', () => {
  function fakeWindow(storage = memoryStorage()) {
    const assigned: string[] = [];
    let shownAgain: (() => void) | null = null;
    const browser: ProcessorWindow = {
      storage,
      pathname: '/de/book/payment/',
      origin: 'https://site.is',
      assign: (url) => void assigned.push(url),
      onShownAgain: (listener) => {
        shownAgain = listener;
        return () => {
          shownAgain = null;
        };
      },
    };
    return { browser, assigned, storage, showAgain: () => shownAgain?.() };
  }
  const input = { reference: 'CJY9NMP', paymentId: 'pay_1', url: 'https://pay.example/checkout/cs_1' };

  it('writes the ticket, then sends the whole window to the page and stays there', async () => {
    const { browser, assigned, storage } = fakeWindow();
    let settled = false;
    void openProcessorPage('booking', input, browser, new AbortController().signal).then(() => (settled = true));
    await Promise.resolve();
    expect(assigned).toEqual([input.url]);
    expect(loadTicket(storage)).toMatchObject({ flow: 'booking', paymentId: 'pay_1', language: 'de', state: 'sent' });
    expect(settled).toBe(false);
  });

  it('gives the attempt up when the page is shown again from the back-forward cache (Back)', async () => {
    const { browser, storage, showAgain } = fakeWindow();
    const outcome = openProcessorPage('booking', input, browser, new AbortController().signal);
    showAgain();
    await expect(outcome).resolves.toBe('left');
    expect(loadTicket(storage)).toBeNull();
  });

  it('gives the attempt up when a page restored from storage finds its ticket still sent (Back, a reload)', async () => {
    const { browser, assigned, storage } = fakeWindow();
    saveTicket(storage, { ...ticket, state: 'sent' });
    await expect(openProcessorPage('booking', input, browser, new AbortController().signal)).resolves.toBe('left');
    expect(assigned).toEqual([]);
    expect(loadTicket(storage)).toBeNull();
  });

  it.each(['returned', 'done'] as const)(
    'asks the outcome, and never opens a second checkout, when the return page has the ticket %s',
    async (state) => {
      const { browser, assigned, storage } = fakeWindow();
      saveTicket(storage, { ...ticket, state, landing: '/is/book/payment/' });
      await expect(openProcessorPage('booking', input, browser, new AbortController().signal)).resolves.toBe(
        'returned',
      );
      expect(assigned).toEqual([]);
    },
  );

  it("opens another attempt's page over an older ticket", async () => {
    const { browser, assigned, storage } = fakeWindow();
    saveTicket(storage, { ...ticket, paymentId: 'pay_0', state: 'done', landing: '/book/payment/' });
    void openProcessorPage('booking', input, browser, new AbortController().signal);
    await Promise.resolve();
    expect(assigned).toEqual([input.url]);
    expect(loadTicket(storage)).toMatchObject({ paymentId: 'pay_1', state: 'sent' });
  });
});
