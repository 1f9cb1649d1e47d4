import { tenantFromEnv, tenants } from './tenants';
import { leaseSettings, offersLeases } from './lease';
import { hoursUntilCheckInOpen } from './constants';

describe('tenantFromEnv', () => {
  it('defaults to the car brand when TENANT is unset or empty', () => {
    expect(tenantFromEnv(undefined).id).toBe('car');
    expect(tenantFromEnv('').id).toBe('car');
  });

  it('picks each brand by its id', () => {
    expect(tenantFromEnv('camper').id).toBe('camper');
    expect(tenantFromEnv('longterm').id).toBe('longterm');
  });

  it('refuses an unknown tenant instead of building the wrong site', () => {
    expect(() => tenantFromEnv('cars')).toThrow('Unknown TENANT "cars": expected one of car, camper, longterm');
  });
});

describe('tenant differences (spec §1)', () => {
  it('only the long-term brand hides the header entries and shows company details', () => {
    expect(tenants.longterm.isMinimalHeader).toBe(true);
    expect(tenants.longterm.company).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        registrationNumber: expect.any(String),
        vatNumber: expect.any(String),
      }),
    );
    expect(tenants.car.isMinimalHeader).toBe(false);
    expect(tenants.camper.isMinimalHeader).toBe(false);
  });

  it('car and camper show the certificate logo and use the promotion; long-term converts no rates table', () => {
    expect([
      tenants.car.showsCertificateLogo,
      tenants.camper.showsCertificateLogo,
      tenants.longterm.showsCertificateLogo,
    ]).toEqual([true, true, false]);
    expect([tenants.car.usesPromotion, tenants.camper.usesPromotion, tenants.longterm.usesPromotion]).toEqual([
      true,
      true,
      false,
    ]);
    expect(tenants.longterm.convertsRatesTable).toBe(false);
  });

  it('check-in hours are per tenant, 168 by default (spec §9)', () => {
    expect(tenants.car.hours.hoursUntilCheckInOpen).toBe(hoursUntilCheckInOpen);
    expect(hoursUntilCheckInOpen).toBe(168);
  });
});

describe('offersLeases', () => {
  it('is set exactly for the brands that have lease settings (issue 15)', () => {
    for (const tenant of Object.values(tenants)) {
      expect([tenant.id, tenant.offersLeases]).toEqual([tenant.id, leaseSettings[tenant.id] !== undefined]);
    }
    expect(offersLeases('longterm')).toBe(true);
    expect(offersLeases('car')).toBe(false);
  });
});
