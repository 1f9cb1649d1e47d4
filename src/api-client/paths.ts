/** The addresses of the GETs that both the API client and the content pages' light code call (issue 18). */
export const searchOptionsPath = (locale: string) => `/api/search-options?locale=${encodeURIComponent(locale)}`;

export const exchangeRatesPath = '/api/exchange-rates';
