/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { closeDatabase, getDatabase } from '../db/client.server';
import { affiliateClicks, affiliateConversions } from '../db/schema';
import {
  affiliateReport,
  formatAmount,
  formatReport,
  parseReportArguments,
  ReportArgumentError,
} from './report.server';

/** Clicks and conversions of 2031, a year no other test writes in. */
async function seed() {
  const db = getDatabase();
  const click = async (tenant: string, referralCode: string, at: string) => {
    const [row] = await db
      .insert(affiliateClicks)
      .values({ tenant, referralId: 'U-REPORTTEST', referralCode, at: new Date(at) })
      .returning({ id: affiliateClicks.id });
    return row?.id ?? '';
  };
  let references = 0;
  const convert = (
    clickId: string,
    tenant: string,
    referralCode: string,
    amount: number,
    currency: string,
    at: string,
  ) =>
    db.insert(affiliateConversions).values({
      tenant,
      clickId,
      referralId: 'U-REPORTTEST',
      referralCode,
      externalId: `RPT${(references += 1)}`,
      customerId: 'C-report',
      amount,
      currency,
      coupon: null,
      at: new Date(at),
    });
  const first = await click('car', 'AFF1', '2031-05-01T00:00:00Z');
  await click('car', 'AFF1', '2031-05-02T10:00:00Z');
  await click('car', 'AFF1', '2031-05-31T23:59:59Z');
  await click('car', 'BLOG', '2031-05-03T08:00:00Z');
  await click('camper', 'AFF1', '2031-05-04T08:00:00Z');
  // Outside the period: the day before and the day after.
  await click('car', 'AFF1', '2031-04-30T23:59:59Z');
  await click('car', 'AFF1', '2031-06-01T00:00:00Z');
  await convert(first, 'car', 'AFF1', 14400, 'EUR', '2031-05-02T12:00:00Z');
  await convert(first, 'car', 'AFF1', 5050, 'EUR', '2031-05-03T12:00:00Z');
  await convert(first, 'car', 'AFF1', 2500000, 'ISK', '2031-05-04T12:00:00Z');
  // A conversion in the period of a click before it.
  await convert(first, 'car', 'OLD', 9900, 'USD', '2031-05-05T12:00:00Z');
  await convert(first, 'car', 'AFF1', 100, 'EUR', '2031-06-01T00:00:00Z');
}

describe('the affiliate report', () => {
  beforeAll(seed);
  afterAll(closeDatabase);

  it('counts clicks, conversions and amounts per currency for each code of the period, both days included', async () => {
    const rows = await affiliateReport(getDatabase(), { from: '2031-05-01', to: '2031-05-31', tenant: 'car' });
    expect(rows).toEqual([
      { tenant: 'car', referralCode: 'AFF1', clicks: 3, conversions: 3, amounts: { EUR: 19450, ISK: 2500000 } },
      { tenant: 'car', referralCode: 'BLOG', clicks: 1, conversions: 0, amounts: {} },
      { tenant: 'car', referralCode: 'OLD', clicks: 0, conversions: 1, amounts: { USD: 9900 } },
    ]);
    const all = await affiliateReport(getDatabase(), { from: '2031-05-01', to: '2031-05-31', tenant: null });
    expect(all.map((row) => `${row.tenant}/${row.referralCode}`)).toEqual([
      'camper/AFF1',
      'car/AFF1',
      'car/BLOG',
      'car/OLD',
    ]);
    expect(await affiliateReport(getDatabase(), { from: '2031-05-10', to: '2031-05-30', tenant: 'car' })).toEqual([]);
  });

  it('prints a table with a total, amounts in major units', async () => {
    const options = { from: '2031-05-01', to: '2031-05-31', tenant: 'car' as const };
    expect(formatReport(await affiliateReport(getDatabase(), options), options)).toBe(
      [
        'Affiliate report 2031-05-01 to 2031-05-31, brand car',
        'Brand  Referral code  Clicks  Conversions  Amount',
        'car    AFF1                3            3  194.50 EUR, 2500000 ISK',
        'car    BLOG                1            0  -',
        'car    OLD                 0            1  99.00 USD',
        'Total                      4            4  194.50 EUR, 2500000 ISK, 99.00 USD',
        '',
      ].join('\n'),
    );
    expect(formatReport([], { ...options, tenant: null })).toBe(
      'Affiliate report 2031-05-01 to 2031-05-31, all brands\nNo clicks or conversions in this period.\n',
    );
    expect(formatAmount(5, 'GBP')).toBe('0.05 GBP');
  });

  it('reads its options and refuses bad ones with a clear message', () => {
    expect(parseReportArguments(['--from', '2031-05-01', '--to=2031-05-31', '--tenant', 'camper'])).toEqual({
      from: '2031-05-01',
      to: '2031-05-31',
      tenant: 'camper',
    });
    expect(parseReportArguments(['--to', '2031-05-01', '--from', '2031-05-01']).tenant).toBeNull();
    const refusals: [string[], string][] = [
      [[], '--from and --to are required'],
      [['--from', '2031-05-01'], '--from and --to are required'],
      [['--from', '2031-02-30', '--to', '2031-03-01'], '--from must be a date YYYY-MM-DD, not "2031-02-30"'],
      [['--from', '2031-05-02', '--to', '2031-05-01'], '--from (2031-05-02) is after --to (2031-05-01)'],
      [
        ['--from', '2031-05-01', '--to', '2031-05-02', '--tenant', 'bikes'],
        '--tenant must be one of car, camper, longterm, not "bikes"',
      ],
      [['--from', '--to', '2031-05-02'], '--from needs a value'],
      [['--from', '2031-05-01', '--to', '2031-05-02', '--format', 'csv'], 'Unknown argument: --format'],
      [['--from', '2031-05-01', '--from', '2031-05-02'], '--from is given twice'],
    ];
    for (const [argv, message] of refusals) {
      expect(() => parseReportArguments(argv)).toThrow(new ReportArgumentError(message));
    }
  });

  it('runs as `npm run report:affiliates` against DATABASE_URL, and exits 2 on bad arguments', async () => {
    const script = path.resolve(__dirname, '../../scripts/report-affiliates.ts');
    const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
    // Asynchronous: when Jest runs in one process, the embedded database answers from this event loop.
    const run = (args: string[]) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(tsx, [script, ...args], { env: process.env }, (error, stdout, stderr) =>
          resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const report = await run(['--from', '2031-05-01', '--to', '2031-05-31', '--tenant', 'camper']);
    expect(report.stderr).toBe('');
    expect(report.status).toBe(0);
    expect(report.stdout).toContain('camper  AFF1                1            0  -');
    const bad = await run(['--from', 'yesterday', '--to', '2031-05-31']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--from must be a date YYYY-MM-DD, not "yesterday"');
    expect(bad.stderr).toContain('Usage: npm run report:affiliates');
  });
});
