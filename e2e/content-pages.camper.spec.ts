import { test } from './support/fixtures';
import { expectContentPage, plannedSite } from './support/site-plan';

/** The camper brand's own page type: vehicles by sleeping spots (the car brand has none). */
for (const language of ['en', 'is', 'zh'] as const) {
  test(`a camper sleeping-spots page in ${language} shows its title, canonical link and language alternates`, async ({
    page,
  }) => {
    const site = await plannedSite('camper');
    const plan = site.plans.find(
      (p) => p.context.pageType === 'vehicleSleepingSpotsPage' && p.context.language === language,
    );
    if (!plan) throw new Error(`the camper dataset has no sleeping-spots page in ${language}`);
    await expectContentPage(page, plan);
  });
}
