/**
 * Every GROQ query of the site (spec §7), once. The same text runs against the embedded dataset
 * (groq-js) and against Sanity, so what the build sees offline is what it sees in production.
 * Each is wrapped in `defineQuery`, so `sanity typegen generate` (studio/sanity-typegen.json) writes
 * its result type into `sanity.types.d.ts` (e.g. `HeaderQueryResult`); `npm test` fails when that file
 * is out of date.
 */
import { defineQuery } from 'groq';

/** A link with the fields link resolution needs about its target (spec §2 Link types). */
const linkFragment = /* groq */ `
  ...,
  "target": internal->{ _id, _type, language, tenant }
`;

const labelledLinksFragment = /* groq */ `{ ..., link { ${linkFragment} } }`;

/** The header of a tenant in a language (spec §7). */
export const headerQuery = defineQuery(`
  *[_type == "header" && language == $language && tenant == $tenant][0]{
    ...,
    menuItems[]{
      ...,
      customLink { ${linkFragment} },
      links[] ${labelledLinksFragment},
      columns[]{ ..., sections[]{ ..., links[] ${labelledLinksFragment} } }
    },
    quickLinks[]{ ..., customLink { ${linkFragment} } }
  }
`);

/** The 6 latest blog posts with everything a teaser needs (spec §2 recent posts, §5: only complete posts). */
export const recentPostsQuery = defineQuery(`
  *[_type == "blogPostPage" && language == $language && tenant == $tenant
    && defined(topic) && defined(category) && defined(slug.current) && defined(title) && defined(date) && defined(image)]
  | order(date desc)[0...$limit]{
    _id, _type, title, date, image, excerpt, "category": category->{ title }, body
  }
`);

export const footerQuery = defineQuery(`
  *[_type == "footer" && language == $language && tenant == $tenant][0]{
    ...,
    categories[]{ ..., links[] ${labelledLinksFragment} },
    legalLinks[] ${labelledLinksFragment},
    certificates[]{ ..., link { ${linkFragment} } }
  }
`);

export const settingsQuery = defineQuery(`*[_type == "settings" && language == $language && tenant == $tenant][0]`);

export const notFoundQuery = defineQuery(`*[_type == "notFound" && language == $language && tenant == $tenant][0]`);

export const bannerSettingsQuery = defineQuery(
  `*[_type == "bannerSettings" && language == $language && tenant == $tenant][0]`,
);

export const promotionSettingsQuery = defineQuery(
  `*[_type == "promotionSettings" && language == $language && tenant == $tenant][0]`,
);

export const rentalCompanyQuery = defineQuery(`*[_type == "rentalCompany" && tenant == $tenant]{ id, locations }`);

export const carenSettingsQuery = defineQuery(
  `*[_type == "carenSettings" && tenant == $tenant][0]{ highSeason, selfService, locations }`,
);

/**
 * What the rental engine takes from the content of a brand (server/rental/sync.server.ts): its places with
 * their hours, booking settings, vehicles, fleet and prices, and the promotion's coupon.
 */
export const rentalDataQuery = defineQuery(`{
  "company": *[_type == "rentalCompany" && tenant == $tenant][0]{ _id, locations },
  "settings": *[_type == "carenSettings" && tenant == $tenant][0]{ _id, highSeason, selfService, locations, conditionPhotos },
  "priceList": *[_type == "priceList" && tenant == $tenant][0],
  "vehicles": *[_type == "vehicle" && $tenant in tenantPrimaryCategories[].tenant] | order(_id asc){
    _id, name, classCode, transmission, fuel, seats, doors, sleepingSpots, fourByFour, fRoadAllowed,
    "category": tenantPrimaryCategories[tenant == $tenant][0].primaryCategory->key
  },
  "promotion": *[_type == "promotionSettings" && tenant == $tenant && language == "en"][0]{
    "code": template.promoCode, "percent": template.percentage, "from": validDates.from.date, "fromTime": validDates.from.time,
    "to": validDates.to.date, "toTime": validDates.to.time
  }
}`);

/** Width, height and aspect ratio of an image asset (spec §7). */
export const imageDimensionsQuery = defineQuery(
  `*[_type == "sanity.imageAsset" && _id == $assetId][0].metadata.dimensions{ width, height, aspectRatio }`,
);

/** Every image asset, for building image URLs and sizes without a query per image. */
export const imageAssetsQuery = defineQuery(`*[_type == "sanity.imageAsset"]`);

/** Every page document of a tenant, in every language: the build plans one page each. */
export const pagesQuery = defineQuery(`
  *[_type in $pageTypes && tenant == $tenant && !(_id in path("drafts.**"))]{
    ...,
    "categoryTitle": select(_type == "blogPostPage" => category->title)
  }
`);

/** Documents shared by every language that pages refer to: vehicles, vehicle categories and brands. */
export const sharedDocumentsQuery = defineQuery(`*[_type in ["vehicle", "vehicleCategory", "vehicleBrand"]]`);

/** A brand's redirects (spec §2 route rules), in a stable order for the redirects file. */
export const redirectsQuery = defineQuery(`
  *[_type == "redirect" && tenant == $tenant] | order(_id asc){ _id, _type, tenant, from, to, permanent }
`);
