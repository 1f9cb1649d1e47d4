import type { LocaleCode } from '../../src/config/locales';
import type { TenantId } from '../../src/config/tenants';

/**
 * Document ids of the embedded dataset, built by convention so that one generator can reference
 * another's documents: `car-de-vehiclePage-toyota-yaris`. (Sanity ids may not contain dots outside
 * the `drafts.` prefix, so parts are joined with hyphens.)
 */
export function docId(tenant: TenantId, language: LocaleCode, type: string, key?: string): string {
  return [tenant, language, type, key].filter(Boolean).join('-');
}

/** Ids of documents shared by every language: vehicles, vehicle categories, vehicle brands. */
export function sharedId(type: 'vehicle' | 'vehicleCategory' | 'vehicleBrand', key: string): string {
  return `${type}-${key}`;
}

/** A reference to a document id. */
export function ref(id: string, key?: string): { _type: 'reference'; _ref: string; _key?: string } {
  return key ? { _type: 'reference', _ref: id, _key: key } : { _type: 'reference', _ref: id };
}

/** A stable `_key` for array items, from a readable name. */
export function key(name: string): string {
  return name.replace(/[^A-Za-z0-9]/g, '').slice(0, 24) || 'item';
}
