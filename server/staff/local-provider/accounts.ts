/**
 * The demo accounts of the local identity provider (test mode only). Public on purpose: they sign in
 * to a provider that runs on this machine for `npm start` and the tests, never in production.
 */
export interface DemoAccount {
  /** The stable subject (`sub`) the provider answers for this person. */
  subject: string;
  email: string;
  password: string;
  name: string;
  /** The value of the `staff_role` claim the provider issues. */
  role: 'desk' | 'manager';
}

export const demoAccounts: readonly DemoAccount[] = [
  { subject: 'demo-desk', email: 'desk@example.com', password: 'desk-demo', name: 'Dagný Desk', role: 'desk' },
  {
    subject: 'demo-manager',
    email: 'manager@example.com',
    password: 'manager-demo',
    name: 'Magnús Manager',
    role: 'manager',
  },
];

/** The local provider's one client: the staff desk of this site. */
export const localClient = {
  clientId: 'staff-desk-local',
  clientSecret: 'staff-desk-local-secret-not-a-secret',
  /** The claim that carries the role, as STAFF_ROLE_CLAIM names it. */
  roleClaim: 'staff_role',
} as const;
