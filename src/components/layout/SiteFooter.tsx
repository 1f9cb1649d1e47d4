import type { ReactNode } from 'react';
import type { ChromeContext } from '../../build/plan-chrome';
import { tenants } from '../../config/tenants';
import { Island } from '../ui/Island';
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

/** The footer's columns share one name: on phones they are an accordion with one group open at a time. */
const footerGroupName = 'footer-group';

/**
 * A column of the footer (spec §2): on desktop a column, on phones a closed `<details>` of an
 * exclusive accordion (the `name` attribute; the browser keeps one open, without JavaScript). Each
 * column hydrates in a turn of its own (`island`, unique on the page): the footer's links in one turn
 * made one of the longest tasks after load (decision 051).
 */
function FooterGroup({ island, title, children }: { island: string; title: string | undefined; children: ReactNode }) {
  return (
    <Island name={`footer-${island}`}>
      <details className={styles.fold} name={footerGroupName}>
        <summary>{title}</summary>
        <div className={styles.foldContent}>{children}</div>
      </details>
    </Island>
  );
}

/**
 * The footer (spec §2): offices, contact, link categories, socials, legal links and certificates;
 * the long-term brand shows its company details and not the first office; each office links to its
 * map. On phones the columns are an accordion of offices, company (long-term brand) and the link
 * groups (blog, vehicles), one open at a time, working without JavaScript.
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
    ? [{ office: footer.locations.reykjavik, phone: settings?.phoneReykjavik, map: settings?.googleMapsReykjavik }]
    : [
        { office: footer.locations.keflavik, phone: settings?.phoneKeflavik, map: settings?.googleMapsKeflavik },
        { office: footer.locations.reykjavik, phone: settings?.phoneReykjavik, map: settings?.googleMapsReykjavik },
      ];
  // The long-term brand's company details and the content's company links are one group.
  const companyLinks = tenant.company ? footer.categories.find((category) => category._key === 'company') : undefined;
  const categories = footer.categories.filter((category) => category !== companyLinks);
  const links = (category: { links: (typeof footer.categories)[number]['links'] }) => (
    <ul>
      {category.links.map((link) => (
        <li key={link._key}>
          <SmartLink link={link.link}>{link.label}</SmartLink>
        </li>
      ))}
    </ul>
  );

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          <FooterGroup island="offices" title={labels['footer.offices']}>
            {offices.map(({ office, phone, map }) => (
              <address key={office.title} className={styles.office}>
                <strong>{office.title}</strong>
                <br />
                {office.address.street}
                <br />
                {office.address.postalCode} {office.address.city}
                {phone ? (
                  <>
                    <br />
                    <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                  </>
                ) : null}
                {map ? (
                  <>
                    <br />
                    <a href={map} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
                      {labels['footer.directions']}
                      <span className="visually-hidden">
                        {' '}
                        – {office.title}, {labels['footer.opensInNewTab']}
                      </span>
                    </a>
                  </>
                ) : null}
              </address>
            ))}
            {settings?.email ? (
              <p>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </p>
            ) : null}
          </FooterGroup>
          {tenant.company ? (
            <FooterGroup island="company" title={companyLinks?.title ?? labels['footer.company']}>
              <p>
                {tenant.company.name}
                <br />
                {labels['footer.registrationNumber']} {tenant.company.registrationNumber}
                <br />
                {labels['footer.vatNumber']} {tenant.company.vatNumber}
              </p>
              {companyLinks ? links(companyLinks) : null}
            </FooterGroup>
          ) : null}
          {categories.map((category) => (
            <FooterGroup key={category._key} island={category._key} title={category.title}>
              {links(category)}
            </FooterGroup>
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
