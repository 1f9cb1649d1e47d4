import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import type { ResolvedLink } from '../../build/links';

interface SmartLinkProps {
  link: ResolvedLink | null | undefined;
  children: ReactNode;
  className?: string;
}

/**
 * A content-managed link: Gatsby's Link inside the site, a plain anchor outside it or to an anchor,
 * a new tab when the editor asked. Renders nothing when the link has no target (spec §2).
 */
export function SmartLink({ link, children, className }: SmartLinkProps) {
  if (!link?.href) return null;
  const newTab = link.opensInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (link.isExternal || link.href.startsWith('#') || link.opensInNewTab) {
    return (
      <a href={link.href} className={className} {...newTab}>
        {children}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className}>
      {children}
    </Link>
  );
}
