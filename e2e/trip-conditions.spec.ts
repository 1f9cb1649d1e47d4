import { expect, test } from './support/fixtures';
import { book, expectNoSidewaysScroll, openOverview, pageStrings, templatePattern } from './support/reservation';

/**
 * Issue 40: the overview of a trip a few days away shows the roads and the weather for it, from the
 * local stand-in that `npm start` runs (recorded feeds of Vegagerðin and the Met Office, their times
 * moved to now) as the scheduled refresh kept them: the closed Grindavíkurvegur near Keflavík Airport
 * and the orange gale warning for Faxaflói, each with its time and its source, and the F-road rule of
 * the booked car.
 */
test.describe.configure({ timeout: 180_000 });

for (const [language, days, headline] of [
  ['en', 2, 'Orange warning: Easterly gale (Faxaflói)'],
  ['is', 3, 'Appelsínugul viðvörun: Austan stormur (Faxaflói)'],
] as const) {
  test(`the overview of a trip in ${days} days shows a closed road and an orange warning in ${language}`, async ({
    page,
  }) => {
    const t = pageStrings(language, 'reservation');
    const reference = await book(page, language, days, 2);
    await openOverview(page, language, reference);
    // The price in the language's currency, grouped as its locale groups it, also in a browser whose ICU
    // has no Icelandic (Chromium's: en-US would write 10,826 kr).
    await expect(page.getByTestId('reservation-total')).toHaveText(
      language === 'is' ? /^\d{1,3}(\.\d{3})+ kr$/ : /^\$\d{1,3}(,\d{3})*$/,
    );

    const panel = page.getByTestId('trip-conditions');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(t('trip.title'));

    const closedRoad = panel.locator('[data-testid="trip-road"][data-closed="true"]').first();
    await expect(closedRoad).toContainText('Grindavíkurvegur');
    await expect(closedRoad).toContainText(t('trip.closed'));
    await expect(closedRoad.getByTestId('trip-recorded')).toHaveText(templatePattern(t('trip.recorded')));
    await expect(closedRoad.getByTestId('trip-recorded')).toContainText(/\d{2}:\d{2}/);

    const warning = panel.locator('[data-testid="trip-warning"][data-colour="orange"]');
    await expect(warning).toContainText(t('trip.colour.orange'));
    await expect(warning).toContainText(headline);
    await expect(warning.getByTestId('trip-issued')).toHaveText(templatePattern(t('trip.issued')));
    await expect(warning.getByRole('link', { name: t('trip.warningLink') })).toHaveAttribute(
      'href',
      /^https:\/\/(www|en)\.vedur\.is\//,
    );

    // The first free car of the list is a small one, not allowed on F-roads: said plainly.
    await expect(panel.getByTestId('trip-highland-not-allowed')).toHaveText(t('trip.highlandNotAllowed'));

    const sources = panel.getByTestId('trip-sources');
    await expect(sources).toContainText(t('trip.footer'));
    await expect(sources.getByRole('link', { name: t('trip.roadsSource') })).toHaveAttribute('href', /umferdin\.is/);
    await expect(sources.getByRole('link', { name: t('trip.warningsSource') })).toHaveAttribute('href', /vedur\.is/);
    await expectNoSidewaysScroll(page);
  });
}
