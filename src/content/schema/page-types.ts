/** The page types of the site: every one is a page with a path (spec §2 Content page paths); links may point at them. */
export const pageTypes = [
  'homePage',
  'page',
  'vehicleOverviewPage',
  'vehicleCategoryPage',
  'vehicleBrandPage',
  'vehicleTransmissionPage',
  'vehicleSleepingSpotsPage',
  'vehiclePage',
  'blogTopicPage',
  'blogCategoryPage',
  'blogPostPage',
] as const;

export type PageType = (typeof pageTypes)[number];

/** The one-per-brand-and-language documents: the desk shows them as fixed items, ids `<brand>-<language>-<type>`. */
export const singletonTypes = [
  'header',
  'footer',
  'settings',
  'bannerSettings',
  'promotionSettings',
  'notFound',
] as const;

/** The one-per-brand documents shared by every language, ids `<brand>-<type>`. */
export const brandSingletonTypes = ['carenSettings', 'rentalCompany', 'priceList'] as const;
