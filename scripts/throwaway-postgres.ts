/**
 * A throwaway real PostgreSQL for scripts that need one (the deploy rehearsal, the race and fault test):
 * Debian's `postgresql` programs (initdb and pg_ctl) in a temporary folder, run as the `postgres` user
 * when we are root (PostgreSQL refuses to run as root), installed with apt-get when missing and we are
 * root. `stop()` stops the server and removes the folder; `halt()` and `resume()` stop and start the
 * same server (its data kept) for the fault tests.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './embedded-database';

const isRoot = process.getuid?.() === 0;

export interface ThrowawayPostgres {
  url: string;
  /** The server's own folder of programs (pg_ctl, psql…). */
  bin: string;
  /** Stops the server at once (`pg_ctl stop -m immediate`): every connection is lost. Data is kept. */
  halt: () => void;
  /** Starts the halted server again on the same port. */
  resume: () => void;
  /** Stops the server and removes its folder. */
  stop: () => void;
}

/** A command run to its end, its output shown; a non-zero exit throws unless `check` is false. */
function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; asPostgres?: boolean; check?: boolean } = {},
) {
  const [file, argv] =
    options.asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { stdio: 'inherit', env: options.env ?? process.env });
  if (result.status !== 0 && options.check !== false) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** The folder of Debian's PostgreSQL programs, installing the package when it is missing and we may. */
export function postgresBin(say: (message: string) => void = console.log): string {
  const find = () => {
    const base = '/usr/lib/postgresql';
    const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
    return versions.map((version) => path.join(base, version, 'bin')).find((bin) => existsSync(`${bin}/initdb`));
  };
  const found = find();
  if (found) return found;
  if (!isRoot) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  say("Installing Debian's PostgreSQL");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = find();
  if (!installed) throw new Error('apt-get installed postgresql, but no initdb was found under /usr/lib/postgresql');
  return installed;
}

/** The postgres user's uid or gid (`id -u postgres`). */
function idOf(flag: '-u' | '-g'): string {
  return spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim();
}

/**
 * Starts an empty PostgreSQL on a free loopback port. `settings` are extra server settings
 * (`-c name=value`), e.g. `{ max_connections: '100' }`. fsync is off: the data is thrown away.
 */
export async function startThrowawayPostgres(
  options: { prefix?: string; settings?: Record<string, string>; say?: (message: string) => void } = {},
): Promise<ThrowawayPostgres> {
  const bin = postgresBin(options.say);
  const folder = mkdtempSync(path.join(tmpdir(), options.prefix ?? 'throwaway-postgres-'));
  const data = path.join(folder, 'data');
  chmodSync(folder, 0o755);
  if (isRoot) chownSync(folder, Number(idOf('-u')), Number(idOf('-g')));
  const port = await freePort();
  run(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    asPostgres: true,
  });
  const settings = Object.entries({ listen_addresses: '127.0.0.1', fsync: 'off', ...options.settings })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pgCtl = (args: string[], check = true) =>
    run(`${bin}/pg_ctl`, ['-D', data, ...args], { asPostgres: true, check });
  const start = () =>
    pgCtl(['-l', path.join(folder, 'log'), '-w', '-o', `-p ${port} -k ${folder} ${settings}`, 'start']);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    bin,
    halt: () => pgCtl(['-m', 'immediate', '-w', 'stop']),
    resume: start,
    stop: () => {
      pgCtl(['-m', 'fast', '-w', 'stop'], false);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
