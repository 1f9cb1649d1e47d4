import { Link } from 'gatsby';
import type { LocaleCode } from '../../config/locales';
import { leasePagePath, localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as booking from '../booking/booking.module.css';

/**
 * The offer to lease a car (issue 15) on the long-term brand's vehicle pages and lists: a link to the
 * lease page with the car chosen. Its name carries the car's, so a list of them reads apart.
 */
export function LeaseLink({
  classCode,
  name,
  language,
  className,
}: {
  classCode: string;
  name: string;
  language: LocaleCode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={`${localePrefix(language)}${leasePagePath}?vehicle=${encodeURIComponent(classCode)}`}
      className={className ?? booking.primaryButton}
      aria-label={t('vehicles.leaseNamed', { name })}
      data-lease-link={classCode}
    >
      {t('vehicles.lease')}
    </Link>
  );
}
