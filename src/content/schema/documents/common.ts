import { localeCodes } from '../../../config/locales';
import { tenantIds } from '../../../config/tenants';
import { defineField, required } from '../define';

/** Every per-language document has a language and a tenant (spec §3 common fields). */
export const languageField = defineField({
  name: 'language',
  type: 'string',
  options: { list: [...localeCodes] },
  validation: required,
});
export const tenantField = defineField({
  name: 'tenant',
  type: 'string',
  options: { list: [...tenantIds] },
  validation: required,
});
export const titleField = defineField({ name: 'title', type: 'string', validation: required });
export const slugField = defineField({
  name: 'slug',
  type: 'slug',
  options: { source: 'title' },
  validation: required,
});
export const seoField = defineField({ name: 'seo', type: 'seo' });
