/**
 * @jest-environment node
 */
import { addressList, roleAllows, staffRoleOf, type RolePolicy } from './roles';

const byClaim: RolePolicy = { roleClaim: 'roles', managerValue: 'manager', deskValue: 'desk', managers: [], desk: [] };
const byList: RolePolicy = {
  roleClaim: null,
  managerValue: 'manager',
  deskValue: 'desk',
  managers: ['boss@rental.is'],
  desk: ['front@rental.is'],
};

describe('staffRoleOf', () => {
  it('reads the role from a string or array claim, manager first', () => {
    expect(staffRoleOf({ sub: '1', roles: 'desk' }, byClaim)).toBe('desk');
    expect(staffRoleOf({ sub: '1', roles: ['desk', 'manager'] }, byClaim)).toBe('manager');
    expect(staffRoleOf({ sub: '1', roles: ['guest'] }, byClaim)).toBeNull();
    expect(staffRoleOf({ sub: '1' }, byClaim)).toBeNull();
  });

  it('takes the claim values the company uses (Entra app roles)', () => {
    const entra = { ...byClaim, managerValue: 'Rental.Manager', deskValue: 'Rental.Desk' };
    expect(staffRoleOf({ sub: '1', roles: ['Rental.Desk'] }, entra)).toBe('desk');
    expect(staffRoleOf({ sub: '1', roles: ['manager'] }, entra)).toBeNull();
  });

  it('finds listed addresses, in any case, only when the provider says they are verified', () => {
    expect(staffRoleOf({ sub: '1', email: 'Boss@Rental.is', email_verified: true }, byList)).toBe('manager');
    expect(staffRoleOf({ sub: '1', email: 'front@rental.is', email_verified: 'true' }, byList)).toBe('desk');
    expect(staffRoleOf({ sub: '1', email: 'front@rental.is', email_verified: false }, byList)).toBeNull();
    expect(staffRoleOf({ sub: '1', email: 'someone@rental.is', email_verified: true }, byList)).toBeNull();
  });

  it('gives no role from a list to an address the provider does not vouch for', () => {
    // Not said (a provider whose accounts type any address) or anything but true: not the manager.
    expect(staffRoleOf({ sub: '1', email: 'boss@rental.is' }, byList)).toBeNull();
    expect(staffRoleOf({ sub: '1', email: 'boss@rental.is', email_verified: 'yes' }, byList)).toBeNull();
    expect(staffRoleOf({ sub: '1', email: 'boss@rental.is', email_verified: 1 }, byList)).toBeNull();
    // A role claim still counts without a verified address.
    expect(staffRoleOf({ sub: '1', email: 'x@rental.is', roles: 'desk' }, { ...byList, roleClaim: 'roles' })).toBe(
      'desk',
    );
  });
});

describe('roleAllows', () => {
  it('lets a manager do what the desk does, not the other way round', () => {
    expect(roleAllows('manager', 'desk')).toBe(true);
    expect(roleAllows('desk', 'desk')).toBe(true);
    expect(roleAllows('desk', 'manager')).toBe(false);
  });
});

describe('addressList', () => {
  it('splits and lower-cases', () => {
    expect(addressList(' A@b.is, c@d.is;e@f.is ')).toEqual(['a@b.is', 'c@d.is', 'e@f.is']);
    expect(addressList(undefined)).toEqual([]);
  });
});
