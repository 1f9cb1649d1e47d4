// A local stand-in for the ECB's euro reference rates feed, for tests: an HTTP server that speaks the
// feed's XML (eurofxref-daily.xml). Prints its port on stdout and stops on SIGTERM.
// Usage: node ecb-server.mjs <date YYYY-MM-DD> '<rates JSON, units per EUR>'
//   GET /daily.xml      the feed of that date with those rates
//   GET /error.xml      HTTP 500
//   GET /malformed.xml  an envelope cut off in the middle, as a broken transfer leaves it
//   GET /flaky.xml      HTTP 500 on the first request, the feed after that
//   GET /requests       how many requests each path has had, as JSON
import { createServer } from 'node:http';

const [date, ratesJson] = process.argv.slice(2);
const rates = JSON.parse(ratesJson);

const feed = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">',
  '\t<gesmes:subject>Reference rates</gesmes:subject>',
  '\t<gesmes:Sender>',
  '\t\t<gesmes:name>European Central Bank</gesmes:name>',
  '\t</gesmes:Sender>',
  '\t<Cube>',
  `\t\t<Cube time='${date}'>`,
  ...Object.entries(rates).map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`),
  '\t\t</Cube>',
  '\t</Cube>',
  '</gesmes:Envelope>',
  '',
].join('\n');

const requests = {};
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  requests[path] = (requests[path] ?? 0) + 1;
  const xml = (body) => response.writeHead(200, { 'content-type': 'text/xml' }).end(body);
  if (path === '/daily.xml') return xml(feed);
  if (path === '/malformed.xml') return xml(feed.slice(0, Math.floor(feed.length / 2)));
  if (path === '/flaky.xml' && requests[path] > 1) return xml(feed);
  if (path === '/error.xml' || path === '/flaky.xml') {
    return response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
  }
  if (path === '/requests')
    return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
  response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
