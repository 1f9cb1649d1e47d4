/**
 * The local host of `npm start` and the end-to-end tests (docs/decisions/035): one HTTP server that
 * answers every function in-process and warm (scripts/local-functions.mts: imported once, routed by
 * `config.path`) and everything else as Netlify's CDN serves the built site (scripts/local-site.ts).
 *
 * Why not `netlify serve`: netlify-cli starts a worker and imports a function's whole module graph
 * again for every request (0.2-0.65 s a call on this machine); here a warm call takes milliseconds.
 * `LOCAL_HOST=netlify npm start` still serves through netlify-cli, and `npm run smoke:netlify` books
 * through it, so what deploys is tested too.
 *
 * Run by scripts/start.ts after the build, as its own process (the embedded database keeps the start
 * process to itself). Environment: PORT, and what the functions read (TENANT, DATABASE_URL, …).
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadFunctionHost, requestOf, writeResponse } from './local-functions.mts';
import { siteHandler } from './local-site';

const root = path.resolve(import.meta.dirname, '..');

/** Whether Netlify would hand `pathname` to the functions before the site (`/api/…`, `/.netlify/…`). */
function isFunctionPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/.netlify/');
}

/**
 * The client's address as Netlify gives it to a function: the connection's, or, with
 * `LOCAL_HOST_CLIENT_IP_HEADER=1` (the load test, scripts/bench-load.mts, whose virtual customers each
 * come from an address of their own), the `x-nf-client-connection-ip` header that Netlify's edge sets.
 * Off by default: a header any client can send is no address to trust.
 */
function clientIpOf(incoming: http.IncomingMessage): string | undefined {
  const header = incoming.headers['x-nf-client-connection-ip'];
  if (process.env.LOCAL_HOST_CLIENT_IP_HEADER === '1' && typeof header === 'string' && header !== '') return header;
  return incoming.socket.remoteAddress?.replace(/^::ffff:/, '');
}

/** Starts the host on `port`: the functions of `functionsDir` and the site of `publicDir`. */
export async function startLocalHost(options: {
  port: number;
  host?: string;
  functionsDir?: string;
  publicDir?: string;
  configPath?: string;
}): Promise<{ server: http.Server; url: string }> {
  const functions = await loadFunctionHost(options.functionsDir ?? path.join(root, 'netlify/functions'));
  const site = siteHandler({
    publicDir: options.publicDir ?? path.join(root, 'public'),
    configPath: options.configPath ?? path.join(root, 'netlify.toml'),
    // A rewrite to a function's address (netlify.toml's `/api/*`, answered with a JSON 404).
    functions,
  });
  const server = http.createServer((incoming, outgoing) => {
    const answer = async () => {
      const request = await requestOf(incoming);
      const pathname = new URL(request.url).pathname;
      const context = { ip: clientIpOf(incoming) };
      // A path no function has goes on to the site's rules, as on Netlify.
      const fromFunction = isFunctionPath(pathname) ? await functions(request, context) : null;
      await writeResponse(fromFunction ?? (await site(request, context)), outgoing);
    };
    answer().catch((error: unknown) => {
      // The functions answer their own errors (server/http/responses.server.ts); this is the host failing.
      console.error(
        '[host] Could not answer',
        incoming.method,
        incoming.url,
        error instanceof Error ? error.message : error,
      );
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end('The local host failed');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { server, url: `http://localhost:${port}` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const { server, url } = await startLocalHost({ port: Number(process.env.PORT ?? 8888) });
  console.log(`[host] The site and its functions (warm, in-process) at ${url}/ (ready in ${Date.now() - started} ms)`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
