import { clock } from '../clock.server';
import { getDatabase } from '../db/client.server';
import { withErrorHandling, errorResponse, json } from '../http/responses.server';
import { refreshExchangeRates } from './refresh.server';

/**
 * The scheduled refresh as a function: 200 with the stored rates' date, 200 `not_configured` when no
 * feed is set (the embedded default keeps its snapshot), 502 when both tries failed and the last
 * rates stay. Logs the outcome, never the feed's address.
 */
export const refreshExchangeRatesEndpoint = withErrorHandling(async () => {
  const outcome = await refreshExchangeRates(getDatabase(), {
    url: process.env.EXCHANGE_RATES_URL || undefined,
    fetch: globalThis.fetch,
    now: clock.now(),
  });
  if (outcome.status === 'kept') {
    console.error(`refresh-exchange-rates: kept the rates of ${outcome.ratesDate ?? 'no date'}: ${outcome.reason}`);
    return errorResponse(
      502,
      'exchange_rates_unavailable',
      `Error fetching exchange rates: ${outcome.reason} The rates of ${outcome.ratesDate ?? 'no date'} stay.`,
    );
  }
  console.log(`refresh-exchange-rates: ${outcome.status}, rates of ${outcome.ratesDate ?? 'no date'}`);
  return json(outcome);
});
