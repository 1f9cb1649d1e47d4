import { blogCategoryPage } from './documents/blog-category-page';
import { blogPostPage } from './documents/blog-post-page';
import { blogTopicPage } from './documents/blog-topic-page';
import { homePage } from './documents/home-page';
import { page } from './documents/page';
import { redirect } from './documents/redirect';
import { vehicle } from './documents/vehicle';
import { vehicleBrand } from './documents/vehicle-brand';
import { vehicleBrandPage } from './documents/vehicle-brand-page';
import { vehicleCategory } from './documents/vehicle-category';
import { vehicleCategoryPage } from './documents/vehicle-category-page';
import { vehicleOverviewPage } from './documents/vehicle-overview-page';
import { vehiclePage } from './documents/vehicle-page';
import { vehicleSleepingSpotsPage } from './documents/vehicle-sleeping-spots-page';
import { vehicleTransmissionPage } from './documents/vehicle-transmission-page';
import { blockTypes } from './objects/blocks';
import { dayHours } from './objects/day-hours';
import { labelledLink } from './objects/labelled-link';
import { link } from './objects/link';
import { localeString } from './objects/locale-string';
import { coupon } from './objects/coupon';
import { insuranceOption } from './objects/insurance-option';
import { operatingHours } from './objects/operating-hours';
import { ratePeriod } from './objects/rate-period';
import { rentalClass } from './objects/rental-class';
import { rentalExtra } from './objects/rental-extra';
import { season } from './objects/season';
import { seo } from './objects/seo';
import { bannerSettings } from './singletons/banner-settings';
import { carenSettings } from './singletons/caren-settings';
import { footer } from './singletons/footer';
import { header } from './singletons/header';
import { notFound } from './singletons/not-found';
import { priceList } from './singletons/price-list';
import { promotionSettings } from './singletons/promotion-settings';
import { rentalCompany } from './singletons/rental-company';
import { settings } from './singletons/settings';

/**
 * Every schema type of the site, as the Studio's `schema.types` takes them (studio/sanity.config.ts),
 * laid out as Sanity's clean template: `documents/` (pages and shared records), `singletons/` (one
 * per brand, or per brand and language) and `objects/` (parts of documents), one type a file.
 */
export const schemaTypes = [
  localeString,
  link,
  labelledLink,
  seo,
  season,
  dayHours,
  operatingHours,
  ratePeriod,
  rentalClass,
  rentalExtra,
  insuranceOption,
  coupon,
  ...blockTypes,
  homePage,
  page,
  vehicleOverviewPage,
  vehicleCategoryPage,
  vehicleBrandPage,
  vehicleTransmissionPage,
  vehicleSleepingSpotsPage,
  vehiclePage,
  blogTopicPage,
  blogCategoryPage,
  blogPostPage,
  vehicleCategory,
  vehicleBrand,
  vehicle,
  header,
  footer,
  settings,
  notFound,
  bannerSettings,
  promotionSettings,
  carenSettings,
  rentalCompany,
  priceList,
  redirect,
];
