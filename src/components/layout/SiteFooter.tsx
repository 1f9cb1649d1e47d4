import type { ChromeContext } from '../../build/plan-chrome';
import { tenants } from '../../config/tenants';
import { Picture } from '../ui/Picture';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './SiteFooter.module.css';

interface SiteFooterProps {
  chrome: ChromeContext;
  /** Only the copyright and the legal row (spec §2). */
  minimal?: boolean;
}

const socialUrlField = {
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'twitter',
  tiktok: 'tiktok',
  youtube: 'youtube',
} as const;

/**
 * The footer (spec §2): offices, contact, link categories, socials, legal links and certificates;
 * the long-term brand shows its company details and not the first office; on narrow screens the
 * columns fold into `<details>`, readable without JavaScript.
 */
export function SiteFooter({ chrome, minimal = false }: SiteFooterProps) {
  const { footer, settings, labels, tenant: tenantId } = chrome;
  const tenant = tenants[tenantId];
  const copyright = (labels['footer.copyright'] ?? '').replace('{{year}}', String(new Date().getFullYear()));

  const legalRow = (
    <div className={styles.legalRow}>
      <p>{copyright}</p>
      {footer?.legalLinks?.length ? (
        <ul className={styles.inline} aria-label={labels['footer.legal']}>
          {footer.legalLinks.map((link) => (
            <li key={link._key}>
              <SmartLink link={link.link}>{link.label}</SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );

  if (minimal || !footer) {
    return (
      <footer className={styles.footer}>
        <div className={styles.inner}>{legalRow}</div>
      </footer>
    );
  }

  const offices = tenant.isMinimalHeader
    ? [footer.locations.reykjavik]
    : [footer.locations.keflavik, footer.locations.reykjavik];
  const phones = tenant.isMinimalHeader
    ? [settings?.phoneReykjavik]
    : [settings?.phoneKeflavik, settings?.phoneReykjavik];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          <details className={styles.fold} open>
            <summary>{labels['footer.offices']}</summary>
            {offices.map((office, index) => (
              <address key={office.title} className={styles.office}>
                <strong>{office.title}</strong>
                <br />
                {office.address.street}
                <br />
                {office.address.postalCode} {office.address.city}
                {phones[index] ? (
                  <>
                    <br />
                    <a href={`tel:${phones[index]?.replace(/\s/g, '')}`}>{phones[index]}</a>
                  </>
                ) : null}
              </address>
            ))}
            {settings?.email ? (
              <p>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </p>
            ) : null}
          </details>
          {tenant.company ? (
            <details className={styles.fold} open>
              <summary>{labels['footer.company']}</summary>
              <p>
                {tenant.company.name}
                <br />
                {labels['footer.registrationNumber']} {tenant.company.registrationNumber}
                <br />
                {labels['footer.vatNumber']} {tenant.company.vatNumber}
              </p>
            </details>
          ) : null}
          {footer.categories.map((category) => (
            <details key={category._key} className={styles.fold} open>
              <summary>{category.title}</summary>
              <ul>
                {category.links.map((link) => (
                  <li key={link._key}>
                    <SmartLink link={link.link}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
        <div className={styles.bottom}>
          <ul className={styles.inline} aria-label={labels['footer.followUs']}>
            {footer.socials
              .filter((social) => social.active && settings?.[socialUrlField[social.platform]])
              .map((social) => (
                <li key={social._key}>
                  <a href={settings?.[socialUrlField[social.platform]]} rel="noopener noreferrer">
                    {social.title}
                  </a>
                </li>
              ))}
          </ul>
          {tenant.showsCertificateLogo && footer.certificates?.length ? (
            <ul className={styles.inline} aria-label={labels['footer.certificates']}>
              {footer.certificates.map((certificate) => (
                <li key={certificate._key}>
                  {certificate.link?.href ? (
                    <SmartLink link={certificate.link} className={styles.certificate}>
                      <Picture image={certificate.image} sizes="64px" className={styles.certificateImage} />
                    </SmartLink>
                  ) : (
                    <Picture image={certificate.image} sizes="64px" className={styles.certificateImage} />
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {legalRow}
      </div>
    </footer>
  );
}
