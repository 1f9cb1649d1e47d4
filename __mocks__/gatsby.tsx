// Gatsby in Jest: Link renders a plain anchor, graphql tags are inert, Slice renders nothing.
import type { AnchorHTMLAttributes, ReactNode } from 'react';

const gatsby = jest.requireActual('gatsby');

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; children?: ReactNode };

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: ({ to, children, ...rest }: LinkProps) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  Slice: jest.fn().mockImplementation(() => null),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  withPrefix: (path: string) => path,
};
