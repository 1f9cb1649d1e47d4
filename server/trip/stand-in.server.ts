import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The local stand-in for the trip's two sources (issue 40), started by `npm start` on PORT + 40: it
 * serves the recorded feeds of fixtures/ in the sources' own formats, with every time in them moved so
 * the recording looks made a few minutes ago (a closed Grindavíkurvegur near Keflavík Airport, an orange
 * gale warning for Faxaflói, the highland roads closed). As strict as the sources: an unknown path is
 * 404, and the list of warnings is JSON as the Met Office's broker answers it.
 *
 *   GET /roads/faerd2014_1                                   Vegagerðin's road conditions (XML)
 *   GET /warnings/capbroker/active/category/Met/             the Met Office's active warnings (JSON list)
 *   GET /warnings/capbroker/sender/{s}/identifier/{id}/sent/{sent}/json/   one CAP message (JSON)
 *   Prefix /broken/ serves each feed cut off in the middle; /failing/ answers 503.
 */
const fixtures = path.resolve(__dirname, 'fixtures');
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

/** When the fixtures were recorded: their times move by now − this. */
export const recordedAt = Date.parse('2026-11-28T09:40:00Z');

const alertFiles: Record<string, string> = {
  '2.49.0.0.352.0.VI.2026.11.28.0730.faxafloi.wind': 'cap-faxafloi-orange.json',
  '2.49.0.0.352.0.VI.2026.11.28.0600.midhalendid.snow': 'cap-midhalendid-yellow.json',
};

/**
 * The recorded text with each ISO time moved by `shiftMs`, written as it was. The recordings' times are
 * UTC (Iceland's time), without a zone or with `Z` or `+00:00`.
 */
export function shiftTimes(text: string, shiftMs: number): string {
  return text.replace(/(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(Z|\+00:00)?/g, (_, time: string, zone?: string) => {
    const moved = new Date(Date.parse(`${time}Z`) + shiftMs);
    return `${moved.toISOString().slice(0, 19)}${zone ?? ''}`;
  });
}

export interface TripStandIn {
  url: string;
  roadsUrl: string;
  warningsUrl: string;
  close: () => Promise<void>;
}

/** Starts the stand-in on `port` (0: any free port). `now` is its clock (tests pass theirs). */
export function startTripStandIn(options: { port?: number; now?: () => Date } = {}): Promise<TripStandIn> {
  const now = options.now ?? (() => new Date());
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    const mode = /^\/(broken|failing)\//.exec(pathname)?.[1];
    if (mode) pathname = pathname.slice(mode.length + 1);
    // Whole minutes, so a list and its messages fetched a moment apart carry the same times.
    const shift = Math.floor((now().getTime() - recordedAt) / 60_000) * 60_000;
    const send = (type: string, body: string) => {
      if (mode === 'failing')
        return response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      const text = shiftTimes(body, shift);
      response
        .writeHead(200, { 'content-type': `${type}; charset=utf-8` })
        .end(mode === 'broken' ? text.slice(0, Math.floor(text.length / 2)) : text);
    };
    if (request.method !== 'GET') return response.writeHead(405, { allow: 'GET' }).end();
    if (pathname === '/roads/faerd2014_1') return send('application/xml', read('faerd2014_1.xml'));
    if (pathname === '/warnings/capbroker/active/category/Met/')
      return send('application/json', read('cap-active.json'));
    const message = /^\/warnings\/capbroker\/sender\/([^/]+)\/identifier\/([^/]+)\/sent\/([^/]+)\/json\/$/.exec(
      pathname,
    );
    const file = message ? alertFiles[decodeURIComponent(message[2]!)] : undefined;
    if (file) return send('application/json', read(file));
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        url,
        roadsUrl: `${url}/roads/faerd2014_1`,
        warningsUrl: `${url}/warnings/capbroker/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
