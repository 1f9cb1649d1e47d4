// Quotes through the rental engine in a process of its own, so a test can run the engine under another TZ
// (Jest cannot change a running worker's time zone). Reads DATABASE_URL, QUOTE_NOW (an instant) and
// QUOTE_REQUEST (a quote request as JSON); prints the process's UTC offset in minutes and the quote's price.
// Usage: TZ=<zone> node --import tsx quote-in-time-zone.mts
import { closeDatabase, getDatabase } from '../db/client.server';
import type { QuoteRequest } from '../rental/requests';
import { quote } from '../rental/search.server';

const now = new Date(process.env.QUOTE_NOW ?? '');
const request = JSON.parse(process.env.QUOTE_REQUEST ?? '{}') as QuoteRequest;
try {
  const answer = await quote({ db: getDatabase(), tenant: 'car', now }, request);
  process.stdout.write(JSON.stringify({ utcOffsetMinutes: -now.getTimezoneOffset(), price: answer.quote.price }));
} finally {
  await closeDatabase();
}
