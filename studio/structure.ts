import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { localeCodes, locales } from '../src/config/locales';
import { tenantIds, tenants, type TenantId } from '../src/config/tenants';
import { brandSingletonTypes, pageTypes, singletonTypes } from '../src/content/schema/page-types';
import { schemaTypes } from '../src/content/schema';

const titleOf = (type: string) => schemaTypes.find((candidate) => candidate.name === type)?.title ?? type;

/** The id of a brand's singleton in one language, as the dataset names them (`car-en-header`). */
export const singletonId = (tenant: string, language: string, type: string) => `${tenant}-${language}-${type}`;

/**
 * A singleton as a fixed item: it opens the one document (made on first edit, with its brand and
 * language filled in); a second copy cannot be made.
 */
function singleton(S: StructureBuilder, type: string, id: string, parameters: { tenant: string; language?: string }) {
  const title = titleOf(type);
  return S.listItem()
    .id(id)
    .title(title)
    .schemaType(type)
    .child(
      S.document()
        .schemaType(type)
        .documentId(id)
        .title(title)
        .initialValueTemplate(`${type}-in-brand-and-language`, parameters),
    );
}

/** The documents of one type in one brand and language; new ones get the brand and language. */
function pagesOfType(S: StructureBuilder, type: string, tenant: TenantId, language: string) {
  return S.listItem()
    .id(type)
    .title(titleOf(type))
    .schemaType(type)
    .child(
      S.documentList()
        .id(`${tenant}-${language}-${type}`)
        .title(titleOf(type))
        .schemaType(type)
        .filter('_type == $type && tenant == $tenant && language == $language')
        .params({ type, tenant, language })
        .apiVersion('2025-01-01')
        .initialValueTemplates([S.initialValueTemplateItem(`${type}-in-brand-and-language`, { tenant, language })]),
    );
}

function language(S: StructureBuilder, tenant: TenantId, code: string) {
  const name = locales.find((locale) => locale.code === code)?.name ?? code;
  const singletons = singletonTypes.filter((type) => type !== 'promotionSettings' || tenants[tenant].usesPromotion);
  return S.listItem()
    .id(code)
    .title(`${name} (${code})`)
    .child(
      S.list()
        .id(`${tenant}-${code}`)
        .title(`${tenants[tenant].name}: ${name}`)
        .items([
          ...pageTypes.map((type) => pagesOfType(S, type, tenant, code)),
          S.divider(),
          ...singletons.map((type) => singleton(S, type, singletonId(tenant, code, type), { tenant, language: code })),
        ]),
    );
}

function brand(S: StructureBuilder, tenant: TenantId) {
  return S.listItem()
    .id(tenant)
    .title(tenants[tenant].name)
    .child(
      S.list()
        .id(tenant)
        .title(tenants[tenant].name)
        .items([
          ...localeCodes.map((code) => language(S, tenant, code)),
          S.divider(),
          ...brandSingletonTypes.map((type) => singleton(S, type, `${tenant}-${type}`, { tenant })),
          S.listItem()
            .id('vehicleCategory')
            .title('Vehicle categories')
            .schemaType('vehicleCategory')
            .child(
              S.documentTypeList('vehicleCategory')
                .title('Vehicle categories')
                .filter('_type == "vehicleCategory" && tenant == $tenant')
                .params({ tenant })
                .apiVersion('2025-01-01'),
            ),
          S.listItem()
            .id('redirect')
            .title('Redirects')
            .schemaType('redirect')
            .child(
              S.documentTypeList('redirect')
                .title('Redirects')
                .filter('_type == "redirect" && tenant == $tenant')
                .params({ tenant })
                .apiVersion('2025-01-01'),
            ),
        ]),
    );
}

/**
 * The editors' desk: each brand, then each language with its pages and its fixed documents
 * (header, footer, settings, banner, promotion, not-found text); then what every brand shares.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...tenantIds.map((tenant) => brand(S, tenant)),
      S.divider(),
      S.documentTypeListItem('vehicle').title('Vehicles (all brands)'),
      S.documentTypeListItem('vehicleBrand').title('Vehicle makes (all brands)'),
    ]);
