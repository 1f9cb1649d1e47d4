import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { localeEntry } from '../../../src/config/locales';
import { formatInstant, type MailContext } from './mail-context';

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif";
export const colours = { text: '#1a1f24', muted: '#4a5561', surface: '#ffffff', page: '#f3f5f7', border: '#d5dbe1' };

/**
 * The frame of every message: the brand's name on its colour, one h1, the content, and a footer with
 * the brand's contact (spec §3) and why the message came. One column at most 600 px wide, so it reads
 * on a 360 px phone without zooming; the language is set on <html> for screen readers.
 */
export function Layout({
  mail,
  preview,
  heading,
  reference,
  children,
}: {
  mail: MailContext;
  preview: string;
  heading: string;
  reference: string;
  children: ReactNode;
}) {
  const { brand, t } = mail;
  return (
    <Html lang={localeEntry(mail.locale).language} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: colours.page, fontFamily: font, color: colours.text }}>
        <Container style={{ maxWidth: '600px', width: '100%', backgroundColor: colours.surface }}>
          <Section style={{ backgroundColor: brand.primary, padding: '20px 16px' }}>
            <Text style={{ margin: 0, color: '#ffffff', fontSize: '20px', fontWeight: 700, lineHeight: '28px' }}>
              {brand.name}
            </Text>
          </Section>
          <Section style={{ padding: '8px 16px 16px' }}>
            <Heading as="h1" style={{ fontSize: '24px', lineHeight: '32px', margin: '16px 0 8px' }}>
              {heading}
            </Heading>
            <Text style={{ fontSize: '16px', margin: '0 0 16px', color: colours.muted }}>
              {t('mail.common.reference')}: <strong style={{ color: colours.text }}>{reference}</strong>
            </Text>
            {children}
          </Section>
          <Hr style={{ borderColor: colours.border, margin: 0 }} />
          <Section style={{ padding: '16px' }}>
            <Text style={small}>{t('mail.common.questions', { email: brand.email })}</Text>
            <Text style={small}>
              {brand.name} · <Link href={`mailto:${brand.email}`}>{brand.email}</Link>
            </Text>
            {brand.company ? (
              <Text style={small}>
                {brand.company.name} · {brand.company.registrationNumber} · VAT {brand.company.vatNumber}
              </Text>
            ) : null}
            <Text style={small}>{t('mail.common.sentBecause', { reference })}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const small = { fontSize: '14px', lineHeight: '20px', margin: '0 0 8px', color: colours.muted };
export const paragraph = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };

/** A second-level heading inside a message. */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ fontSize: '18px', lineHeight: '26px', margin: '24px 0 8px' }}>
      {children}
    </Heading>
  );
}

/** The button that opens the reservation (or a page of it), with when the link stops working. */
export function OpenButton({ mail, href, label }: { mail: MailContext; href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: mail.brand.primary,
          color: '#ffffff',
          padding: '14px 20px',
          borderRadius: '6px',
          fontSize: '16px',
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
      <Text style={{ ...small, marginTop: '12px' }}>
        {mail.t('mail.common.linkNote', { date: formatInstant(mail, mail.link.expiresAt) })}
      </Text>
    </Section>
  );
}

/** Label and value pairs as a two-column table with row headers, which screen readers read in pairs. */
export function FactTable({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  return (
    <table
      className="facts"
      data-testid={testId}
      style={{ width: '100%', borderCollapse: 'collapse', fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th
              scope="row"
              style={{
                textAlign: 'left',
                fontWeight: 400,
                color: colours.muted,
                padding: '6px 8px 6px 0',
                verticalAlign: 'top',
                borderBottom: `1px solid ${colours.border}`,
              }}
            >
              {label}
            </th>
            <td
              style={{
                textAlign: 'right',
                padding: '6px 0',
                verticalAlign: 'top',
                borderBottom: `1px solid ${colours.border}`,
              }}
            >
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export { Text };
