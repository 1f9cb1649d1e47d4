import { localeCodes } from '../config/locales';
import { tenants } from '../config/tenants';
import { resolveImagesDeep, type ResponsiveImage } from '../content/images';
import type { PromotionContent } from '../content/promotion-content';
import { promotionSettingsQuery } from '../content/queries';
import type { PromotionSettings } from '../content/types';
import { fillTemplate, isPromotionTextShown } from '../domain/promotion';
import { formatDate } from '../i18n/format-date';
import type { ChromePlanInput } from './plan-chrome';
import { buildTranslator } from './translate';

/** The promotion of every language that has one; none for a brand without promotions (spec §1). */
export async function planPromotions(
  input: Pick<ChromePlanInput, 'source' | 'tenant' | 'assets' | 'buildImageUrl'>,
): Promise<PromotionContent[]> {
  const { source, tenant, assets, buildImageUrl } = input;
  if (!tenants[tenant].usesPromotion) return [];
  const planned = await Promise.all(
    localeCodes.map(async (language): Promise<PromotionContent | null> => {
      const settings = await source.fetch<PromotionSettings | null>(promotionSettingsQuery, { language, tenant });
      if (!settings) return null;
      const { template, labels, validDates } = settings;
      const t = buildTranslator(language);
      const expiryDate = formatDate(validDates.to.date, language, { day: 'numeric', month: 'long', year: 'numeric' });
      const values = { promoCode: template.promoCode, percentage: template.percentage, expiryDate };
      const image = template.image
        ? (resolveImagesDeep(template.image, assets, buildImageUrl) as unknown as ResponsiveImage)
        : null;
      return {
        language,
        promoCode: template.promoCode,
        percentage: template.percentage,
        validDates,
        title: template.title,
        text: isPromotionTextShown(template) ? fillTemplate(template.text, values) : null,
        note: template.note ? fillTemplate(template.note, values) : null,
        banner: fillTemplate(template.banner, values),
        image,
        labels: {
          ...labels,
          close: t('promotion.close'),
          code: t('promotion.code'),
          timeLeft: t('promotion.timeLeft'),
        },
      };
    }),
  );
  return planned.filter((promotion): promotion is PromotionContent => promotion !== null);
}
