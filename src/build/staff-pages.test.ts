import { robotsTxt } from './sitemap';
import { planStaffPages } from './staff-pages';
import { needsSessionCheck } from '../browser/session-check';

describe('the staff desk pages', () => {
  it('are planned in English and Icelandic only', () => {
    expect(planStaffPages('car').map((plan) => plan.path)).toEqual(['/staff/', '/is/staff/']);
  });

  it('are kept from crawlers and from the customers’ session check', () => {
    expect(robotsTxt('https://rental.is')).toContain('Disallow: /staff/');
    expect(robotsTxt('https://rental.is')).toContain('Disallow: /is/staff/');
    expect(needsSessionCheck('/staff/')).toBe(false);
    expect(needsSessionCheck('/is/staff/')).toBe(false);
    expect(needsSessionCheck('/reservation/')).toBe(true);
  });
});
