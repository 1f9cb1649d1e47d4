import { test } from './support/fixtures';
import { expectContentPage, plannedPage } from './support/site-plan';

/** The camper brand's own page type: vehicles by sleeping spots (the car brand has none). */
for (const language of ['en', 'is', 'zh'] as const) {
  test(`a camper sleeping-spots page in ${language} shows its title, canonical link and language alternates`, async ({
    page,
  }) => {
    await expectContentPage(page, await plannedPage('camper', 'vehicleSleepingSpotsPage', language));
  });
}
