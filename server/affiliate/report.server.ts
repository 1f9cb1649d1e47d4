import { sql } from 'drizzle-orm';
import { currencyMinorUnits, isCurrency } from '../../src/config/currencies';
import { isTenantId, tenantIds, type TenantId } from '../../src/config/tenants';
import { isValidDateString } from '../../src/domain/dates';
import type { Database } from '../db/client.server';

/**
 * `npm run report:affiliates -- --from YYYY-MM-DD --to YYYY-MM-DD [--tenant car]`: clicks, conversions
 * and converted amounts per referral code, over Iceland days (UTC all year), both days included.
 */

export interface ReportOptions {
  from: string;
  to: string;
  tenant: TenantId | null;
}

/** A command line the report cannot run with; the script prints it with the usage and exits 2. */
export class ReportArgumentError extends Error {
  override readonly name = 'ReportArgumentError';
}

export const reportUsage =
  'Usage: npm run report:affiliates -- --from YYYY-MM-DD --to YYYY-MM-DD [--tenant car|camper|longterm]';

/** The options of the command line (`--name value` or `--name=value`). */
export function parseReportArguments(argv: readonly string[]): ReportOptions {
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const match = /^--(from|to|tenant)(?:=(.*))?$/.exec(argument);
    if (!match) throw new ReportArgumentError(`Unknown argument: ${argument}`);
    const name = match[1] ?? '';
    const value = match[2] ?? argv[(index += 1)];
    if (value === undefined || value === '' || value.startsWith('--')) {
      throw new ReportArgumentError(`--${name} needs a value`);
    }
    if (values.has(name)) throw new ReportArgumentError(`--${name} is given twice`);
    values.set(name, value);
  }
  const from = values.get('from');
  const to = values.get('to');
  if (!from || !to) throw new ReportArgumentError('--from and --to are required');
  for (const [name, date] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isValidDateString(date)) throw new ReportArgumentError(`--${name} must be a date YYYY-MM-DD, not "${date}"`);
  }
  if (from > to) throw new ReportArgumentError(`--from (${from}) is after --to (${to})`);
  const tenant = values.get('tenant') ?? null;
  if (tenant !== null && !isTenantId(tenant)) {
    throw new ReportArgumentError(`--tenant must be one of ${tenantIds.join(', ')}, not "${tenant}"`);
  }
  return { from, to, tenant };
}

export interface ReportRow {
  tenant: string;
  referralCode: string;
  clicks: number;
  conversions: number;
  /** Converted amounts in minor units, per currency. */
  amounts: Record<string, number>;
}

/** The report's rows: every code with a click or a conversion in the period, by brand and code. */
export async function affiliateReport(db: Database, options: ReportOptions): Promise<ReportRow[]> {
  const start = `${options.from}T00:00:00Z`;
  // The day after `to`, at midnight: `to` is included whole.
  const end = new Date(Date.parse(`${options.to}T00:00:00Z`) + 86_400_000).toISOString();
  const tenant = options.tenant;
  const { rows } = await db.execute<{
    tenant: string;
    referral_code: string;
    clicks: number;
    conversions: number;
    currency: string | null;
    amount: number | null;
  }>(sql`
    WITH clicks AS (
      SELECT tenant, referral_code, count(*)::int AS clicks
      FROM affiliate_clicks
      WHERE at >= ${start}::timestamptz AND at < ${end}::timestamptz
        AND (${tenant}::text IS NULL OR tenant = ${tenant}::text)
      GROUP BY tenant, referral_code
    ),
    conversions AS (
      SELECT tenant, referral_code, currency, count(*)::int AS conversions, sum(amount)::bigint AS amount
      FROM affiliate_conversions
      WHERE at >= ${start}::timestamptz AND at < ${end}::timestamptz
        AND (${tenant}::text IS NULL OR tenant = ${tenant}::text)
      GROUP BY tenant, referral_code, currency
    )
    SELECT coalesce(c.tenant, v.tenant) AS tenant,
      coalesce(c.referral_code, v.referral_code) AS referral_code,
      coalesce(c.clicks, 0) AS clicks,
      coalesce(v.conversions, 0) AS conversions,
      v.currency,
      v.amount::float8 AS amount
    FROM clicks c
    FULL JOIN conversions v ON v.tenant = c.tenant AND v.referral_code = c.referral_code
    ORDER BY 1, 2, 5`);
  const byCode = new Map<string, ReportRow>();
  for (const row of rows) {
    const key = `${row.tenant}\u0000${row.referral_code}`;
    const entry = byCode.get(key) ?? {
      tenant: row.tenant,
      referralCode: row.referral_code,
      clicks: row.clicks,
      conversions: 0,
      amounts: {},
    };
    entry.conversions += row.conversions;
    if (row.currency) entry.amounts[row.currency] = Number(row.amount ?? 0);
    byCode.set(key, entry);
  }
  return [...byCode.values()];
}

/** An amount of minor units in its currency's major units: `1234.50 EUR`, `25000 ISK`. */
export function formatAmount(minor: number, currency: string): string {
  const perMajor = isCurrency(currency) ? currencyMinorUnits[currency] : 100;
  const decimals = Math.round(Math.log10(perMajor));
  return `${(minor / perMajor).toFixed(decimals)} ${currency}`;
}

/** The report as a plain-text table with a total line. */
export function formatReport(rows: readonly ReportRow[], options: ReportOptions): string {
  const title = `Affiliate report ${options.from} to ${options.to}${options.tenant ? `, brand ${options.tenant}` : ', all brands'}`;
  if (rows.length === 0) return `${title}\nNo clicks or conversions in this period.\n`;
  const amountsOf = (amounts: Record<string, number>) =>
    Object.keys(amounts).length === 0
      ? '-'
      : Object.entries(amounts)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, minor]) => formatAmount(minor, currency))
          .join(', ');
  const totals: Record<string, number> = {};
  for (const row of rows) {
    for (const [currency, minor] of Object.entries(row.amounts)) totals[currency] = (totals[currency] ?? 0) + minor;
  }
  const table = [
    ['Brand', 'Referral code', 'Clicks', 'Conversions', 'Amount'],
    ...rows.map((row) => [
      row.tenant,
      row.referralCode,
      String(row.clicks),
      String(row.conversions),
      amountsOf(row.amounts),
    ]),
    [
      'Total',
      '',
      String(rows.reduce((sum, row) => sum + row.clicks, 0)),
      String(rows.reduce((sum, row) => sum + row.conversions, 0)),
      amountsOf(totals),
    ],
  ];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((line) => line[column]?.length ?? 0))) ?? [];
  const numeric = new Set([2, 3]);
  const lines = table.map((line) =>
    line
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
  return `${title}\n${lines.join('\n')}\n`;
}
