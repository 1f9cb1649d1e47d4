import { isTenantId, tenantIds } from '../src/config/tenants';
import { paymentEnvProblems, type EnvProblem } from './payments/settings';

export type { EnvProblem } from './payments/settings';

type Env = Record<string, string | undefined>;

/** The file stores `FILE_STORAGE` may name (`server/storage/index.server.ts`). */
const fileStorageNames = ['postgres', 'netlify-blobs'];

function value(env: Env, name: string): string {
  return env[name]?.trim() ?? '';
}

function isHttps(address: string): boolean {
  try {
    return new URL(address).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A signing secret: unset falls back to a key the database keeps; too short stops every function. */
function secretProblems(env: Env, variable: 'SESSION_SECRET' | 'STAFF_SESSION_SECRET', what: string): EnvProblem[] {
  const secret = env[variable] ?? '';
  if (!secret) {
    return [
      {
        variable,
        severity: 'warning',
        message: `${variable} is not set: ${what} are signed with a key the site generates and keeps in the database (set 32+ random characters to hold it outside the database).`,
      },
    ];
  }
  if (secret.length < 32) {
    return [
      {
        variable,
        severity: 'error',
        message: `${variable} has ${secret.length} characters: it must have at least 32 (the functions refuse to start with it).`,
      },
    ];
  }
  return [];
}

/**
 * Every problem of a live brand's environment, for a production deploy (`CONTEXT=production`): what
 * `scripts/build.mts` checks before anything else. Pure: an env object in, the list of problems out;
 * an `error` fails the build, naming its variable, a `warning` is printed (README "Deploying a brand"
 * lists each variable, what it is for and what happens without it).
 *
 * - errors: an unknown `TENANT`, the payments (`paymentEnvProblems`: Adyen, never the test processor), `SITE_URL` (https),
 *   `DATABASE_URL`, `SMTP_URL` (without it no confirmation, receipt or check-in e-mail leaves),
 *   `STAFF_OIDC_ISSUER` and `STAFF_OIDC_CLIENT_ID` (without them the desk answers 503: no pickup,
 *   return or deposit capture), a secret shorter than 32 characters, an unknown `FILE_STORAGE`;
 * - warnings: no `TENANT` (the car brand), no `SESSION_SECRET`/`STAFF_SESSION_SECRET` (keys kept in the database instead), no staff
 *   role source (nobody could sign in to the desk), no `STAFF_OIDC_CLIENT_SECRET` (a public client),
 *   no `SANITY_WEBHOOK_SECRET`/`NETLIFY_BUILD_HOOK_URL` (publishing does not rebuild the site), and the
 *   payments' own warnings.
 */
export function productionEnvProblems(env: Env): EnvProblem[] {
  const problems: EnvProblem[] = [...paymentEnvProblems(env, { production: true })];
  const error = (variable: string, message: string) => problems.push({ variable, severity: 'error', message });
  const warning = (variable: string, message: string) => problems.push({ variable, severity: 'warning', message });

  const tenant = value(env, 'TENANT');
  if (!tenant) warning('TENANT', 'TENANT is not set: this site is the car brand.');
  else if (!isTenantId(tenant)) error('TENANT', `TENANT is "${tenant}": use one of ${tenantIds.join(', ')}.`);

  const siteUrl = value(env, 'SITE_URL');
  if (!siteUrl) error('SITE_URL', "SITE_URL is not set: the public https address of this brand's site.");
  else if (!isHttps(siteUrl)) error('SITE_URL', `SITE_URL is "${siteUrl}": it must be an https address.`);

  if (!value(env, 'DATABASE_URL')) {
    error('DATABASE_URL', 'DATABASE_URL is not set: the PostgreSQL connection string of the bookings.');
  }

  const smtpUrl = value(env, 'SMTP_URL');
  if (!smtpUrl) {
    error(
      'SMTP_URL',
      'SMTP_URL is not set: no confirmation, receipt or check-in e-mail would leave (they wait in the outbox); set the provider, smtps://user:password@host:465.',
    );
  } else if (!/^smtps?:\/\//.test(smtpUrl)) {
    error('SMTP_URL', 'SMTP_URL must start with smtp:// or smtps://.');
  }

  const issuer = value(env, 'STAFF_OIDC_ISSUER');
  if (!issuer) {
    error(
      'STAFF_OIDC_ISSUER',
      "STAFF_OIDC_ISSUER is not set: the staff desk would answer 503, so nobody could mark a pickup or a return or capture a deposit; set the company's OpenID Connect provider.",
    );
  } else if (!isHttps(issuer)) {
    error('STAFF_OIDC_ISSUER', `STAFF_OIDC_ISSUER is "${issuer}": a production sign-in provider must be https.`);
  }
  if (!value(env, 'STAFF_OIDC_CLIENT_ID')) {
    error('STAFF_OIDC_CLIENT_ID', 'STAFF_OIDC_CLIENT_ID is not set: the desk cannot sign anybody in without it.');
  }
  if (issuer && !value(env, 'STAFF_OIDC_CLIENT_SECRET')) {
    warning(
      'STAFF_OIDC_CLIENT_SECRET',
      'STAFF_OIDC_CLIENT_SECRET is not set: the desk signs in as a public client (PKCE only); most providers want the secret.',
    );
  }
  if (!value(env, 'STAFF_ROLE_CLAIM') && !value(env, 'STAFF_MANAGERS') && !value(env, 'STAFF_DESK')) {
    warning(
      'STAFF_ROLE_CLAIM',
      'None of STAFF_ROLE_CLAIM, STAFF_MANAGERS or STAFF_DESK is set: nobody who signs in is staff.',
    );
  }

  problems.push(...secretProblems(env, 'SESSION_SECRET', "the customers' session cookies"));
  problems.push(...secretProblems(env, 'STAFF_SESSION_SECRET', "the staff's session cookies"));

  const storage = value(env, 'FILE_STORAGE');
  if (storage && !fileStorageNames.includes(storage)) {
    error('FILE_STORAGE', `FILE_STORAGE is "${storage}": use one of ${fileStorageNames.join(', ')}.`);
  }

  for (const variable of ['SANITY_WEBHOOK_SECRET', 'NETLIFY_BUILD_HOOK_URL']) {
    if (!value(env, variable)) {
      warning(variable, `${variable} is not set: a publish in the Studio does not rebuild the site (README step 5).`);
    }
  }
  return problems;
}

/** The problems as lines for a build log, errors first. */
export function describeEnvProblems(problems: readonly EnvProblem[]): string[] {
  return [...problems]
    .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
    .map((problem) => `${problem.severity === 'error' ? 'Error' : 'Warning'}: ${problem.message}`);
}
