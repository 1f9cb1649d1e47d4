import { tenants, type TenantId } from '../../src/config/tenants';

/** What an e-mail shows of its brand (spec §3): name, contact, colours and, for the long-term brand, company. */
export interface MailBrand {
  id: TenantId;
  name: string;
  email: string;
  /** The header's background and the buttons; white text on it passes WCAG AA. */
  primary: string;
  company?: { name: string; registrationNumber: string; vatNumber: string };
}

/** The brands' colours, as `src/styles/global.css` sets `--color-primary` per tenant. */
const primaryColour: Record<TenantId, string> = { car: '#0b2a4a', camper: '#1f4d2b', longterm: '#2b2f33' };

export function mailBrand(tenant: TenantId): MailBrand {
  const { id, name, email, company } = tenants[tenant];
  return { id, name, email, primary: primaryColour[tenant], ...(company ? { company } : {}) };
}

/** The sender's address: MAIL_FROM (an address of the domain SPF and DKIM cover), else the brand's own. */
export function mailFromAddress(brandEmail: string, env: Record<string, string | undefined> = process.env): string {
  return env.MAIL_FROM?.trim() || brandEmail;
}
