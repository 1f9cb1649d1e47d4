/**
 * Every business number of spec §9, once. Names follow the spec's words.
 * Durations carry their unit in the name.
 */

/** Business time zone: Iceland keeps UTC all year, with no daylight saving time. */
export const businessTimeZone = 'Atlantic/Reykjavik';

// Check-in and self-service (spec §9); overridable per tenant in tenants.ts.
export const hoursUntilCheckInOpen = 168;
export const minimumBookingHoursInAdvanceForSelfService = 12;
export const minimumBookingHoursInAdvanceForPickupReturnChange = 12;
export const checkInRentalAgreementTemplateId = 1829;
export const checkInPaymentOptionId = 509;

// Business rules.
export const minimumAge = 18;
export const timeSlotStepMinutes = 30;
export const defaultPickupTime = '12:00';
export const defaultReturnTime = '12:00';
export const minimumNameLength = 2;
export const phoneDigits = 7;
export const kennitalaDigits = 10;
export const nextAvailableReturnDateSearchDays = 730;
/** Seasons are checked in the current year and the two years after it (spec §5). */
export const seasonYearsAhead = 2;

// Affiliate tracking.
export const affiliateClickCookieDays = 60;
export const affiliateClickDelayMs = 1500;
export const affiliateRetries = 1;
export const referralIdPrefix = 'U-';

// Promotion.
export const countdownTickMs = 1000;

// Locale cookie.
export const localeCookieDays = 365;

// Layout and interface.
export const mobileMaxWidthPx = 999;
export const extraSmallMaxWidthPx = 599;
export const desktopHeaderMinWidthPx = 1000;
export const bannerHeightDesktopPx = 42;
export const bannerHeightMobilePx = 36;
export const headerHeightMobilePx = 82;
export const headerHeightDesktopPx = 96;
export const recentPostsLimit = 6;
export const scrollThresholdPx = 10;
export const animationInSeconds = 0.35;
export const animationOutSeconds = 0.5;
export const menuFadeInMs = 300;
export const menuFadeOutMs = 200;
export const calendarMonthsShown = 4;
export const calendarMonthSlideMs = 200;
export const calendarFixedWeeksCells = 42;
/** 0 = Sunday. */
export const calendarFirstWeekday = 0;
export const calendarYearMin = 1;
export const calendarYearMax = 9999;
export const returnDateCloseDelayMs = 200;
export const timeListRowHeightPx = 54;
export const loadingIndicator = { throttleMs: 200, durationMs: 2000, heightPx: 4, color: 'orange' } as const;
export const imageBreakpoints = { xs: 1, sm: 600, md: 1000, lg: 1200, xl: 1500, xxl: 2000 } as const;
export const imageDensities = [1, 2] as const;
export const imageFormat = 'webp';
export const imageDesktopPictureFromPx = 600;
export const imageDefaultSizes = ['600px', '1200px'] as const;
export const imageDefaultWidth = 1200;
export const imageDefaultHeight = 800;
export const defaultIconSizePx = 16;
export const expanderVisibleRows = 5;
export const comparisonSlider = { min: 3, max: 97, step: 3 } as const;

// Shuttle map.
export const shuttleMapBounds = { north: 64.018, south: 63.994, west: -22.633, east: -22.57 } as const;
export const shuttleRefreshMs = 5000;
export const shuttleIdleAfterSeconds = 900;
export const shuttleLastMovementThresholdsSeconds = { minutes: 60, hours: 3600 } as const;

// Technical limits.
export const chunkErrorReloadWindowMs = 10_000;
export const contentQueryMaxTries = 5;
export const contentQueryRetryBaseDelayMs = 100;
export const contentTimeoutMs = 120_000;
export const contentDataTimeoutMs = 300_000;
export const contentApiVersion = '1';

// Online check-in uploads and signing links (issue 14).
/** A licence photo may be at most this many bytes (the browser downscales and re-encodes before upload). */
export const maxLicencePhotoBytes = 1_500_000;
/**
 * A condition photo's report copy (issue 39) may be at most this many bytes: the phone draws it at 800 px,
 * JPEG quality 0.7 (typically 60-150 KB), and the condition report PDF embeds it instead of the photo.
 */
export const maxConditionReportCopyBytes = 250_000;
/** Licence photos are deleted this many days after the reservation's return time. */
export const licencePhotoRetentionDays = 30;
/** A signing link works for this many hours after the contract step offered it (and once only). */
export const signingLinkValidHours = 24;

// Customer e-mails (issue 27).
/** Icelandic VAT's general rate, which vehicle rental carries; every price shown includes it. */
export const vatPercent = 24;
/** A link in an e-mail opens its reservation until this many days after the return. */
export const reservationLinkValidDaysAfterReturn = 30;
