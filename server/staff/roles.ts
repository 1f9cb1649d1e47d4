import type { StaffRole } from '../db/schema';

/** How the company says who is desk and who is manager: a claim of the ID token, or lists of addresses. */
export interface RolePolicy {
  /** The claim that carries the role (`roles` for Entra app roles, `groups`, or a custom one); null: none. */
  roleClaim: string | null;
  /** The claim values that mean manager and desk (Entra app roles are often `Rental.Manager`…). */
  managerValue: string;
  deskValue: string;
  /** Addresses (lower case) that are managers or desk whatever the claim says. */
  managers: readonly string[];
  desk: readonly string[];
}

/** The identity the provider vouched for, as the staff desk reads it from the ID token (and userinfo). */
export interface StaffClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  [claim: string]: unknown;
}

const valuesOf = (claim: unknown): string[] =>
  typeof claim === 'string' ? claim.split(/[\s,]+/) : Array.isArray(claim) ? claim.map(String) : [];

/**
 * The role of a signed-in person, or null when they are not staff. Pure. Manager wins over desk; an
 * address of the lists counts only when the provider vouches for it (`email_verified` true): an
 * account at a provider that lets anyone type any address must not become a manager by typing the
 * manager's. A provider that says nothing (Entra) gives roles by its claim instead.
 */
export function staffRoleOf(claims: StaffClaims, policy: RolePolicy): StaffRole | null {
  const fromClaim = policy.roleClaim ? valuesOf(claims[policy.roleClaim]) : [];
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const addressTrusted = email !== '' && (claims.email_verified === true || claims.email_verified === 'true');
  if (fromClaim.includes(policy.managerValue) || (addressTrusted && policy.managers.includes(email))) return 'manager';
  if (fromClaim.includes(policy.deskValue) || (addressTrusted && policy.desk.includes(email))) return 'desk';
  return null;
}

/** Which roles may do what: a manager may do everything the desk may. */
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return needed === 'desk' || role === 'manager';
}

/** A comma- or space-separated list of addresses from the environment, lower case. */
export function addressList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,;]+/)
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address !== '');
}
