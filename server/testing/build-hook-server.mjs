// A local stand-in for a Netlify build hook, for tests: counts the POSTs it gets per path. Prints its
// port on stdout and stops on SIGTERM. Usage: node build-hook-server.mjs
//   POST /build_hooks/<id>       200, as Netlify answers a build hook
//   POST /build_hooks/failing    HTTP 500
//   GET  /requests               how many POSTs each path has had, as JSON
import { createServer } from 'node:http';

const posts = {};
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (request.method === 'GET' && path === '/requests') {
    return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(posts));
  }
  if (request.method !== 'POST' || !path.startsWith('/build_hooks/')) {
    return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  }
  posts[path] = (posts[path] ?? 0) + 1;
  if (path === '/build_hooks/failing') return response.writeHead(500, { 'content-type': 'text/plain' }).end('Error');
  response.writeHead(200, { 'content-type': 'text/plain' }).end('');
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
