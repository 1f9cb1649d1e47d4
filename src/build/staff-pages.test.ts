import { localeCodes } from '../config/locales';
import { robotsTxt } from './sitemap';
import { isStaffPath, planStaffPages } from './staff-pages';
import { needsSessionCheck } from '../browser/session-check';

describe('the staff desk pages', () => {
  it('are planned in every language of the site', () => {
    expect(planStaffPages('car').map((plan) => plan.path)).toEqual([
      '/staff/',
      '/is/staff/',
      '/de/staff/',
      '/es/staff/',
      '/fr/staff/',
      '/pt/staff/',
      '/zh/staff/',
    ]);
    expect(planStaffPages('car').map((plan) => plan.context.language)).toEqual([...localeCodes]);
  });

  it('are kept from crawlers and from the customers’ session check', () => {
    for (const plan of planStaffPages('car')) {
      expect(robotsTxt('https://rental.is')).toContain(`Disallow: ${plan.path}\n`);
      expect(needsSessionCheck(plan.path)).toBe(false);
      expect(isStaffPath(`${plan.path}?ref=ABC1234`)).toBe(true);
    }
    expect(needsSessionCheck('/reservation/')).toBe(true);
    expect(needsSessionCheck('/de/reservation/')).toBe(true);
    expect(isStaffPath('/de/reservation/')).toBe(false);
    expect(isStaffPath('/staffing/')).toBe(false);
  });
});
