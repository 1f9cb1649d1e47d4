import {
  defaultComponents,
  PortableText,
  type PortableTextComponents,
  type PortableTextMarkComponent,
} from '@portabletext/react';
import { Children, type ComponentType, type ReactNode } from 'react';
import type { ResolvedLink } from '../../build/links';
import type { PortableText as PortableTextValue } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { TextWithPrices } from '../ui/PriceText';
import { SmartLink } from '../ui/SmartLink';

/** The children with the `{price:N}` placeholders of their text shown as prices (spec §9). */
function withPricesIn(children: ReactNode): ReactNode {
  return Children.map(children, (child) => (typeof child === 'string' ? <TextWithPrices text={child} /> : child));
}

/**
 * The component with prices in its text. Portable Text renders a span's text as a bare string inside
 * its block, list item or mark, so each of those shows the prices of its own text.
 */
function withPrices<Props extends { children?: ReactNode }>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithPrices(props: Props) {
    const priced = { ...props, children: withPricesIn(props.children) };
    return <Component {...priced} />;
  }
  return WithPrices;
}

/** `withPrices` of each component of a record (by block style, list type or mark). */
function withPricesEach<Props extends { children?: ReactNode }>(
  components: Record<string, ComponentType<Props> | undefined>,
): Record<string, ComponentType<Props>> {
  const priced: Record<string, ComponentType<Props>> = {};
  for (const [name, component] of Object.entries(components)) if (component) priced[name] = withPrices(component);
  return priced;
}

/** `withPrices` of a component, or of each one of a record. */
function withPricesAll<Props extends { children?: ReactNode }>(
  components: ComponentType<Props> | Record<string, ComponentType<Props> | undefined>,
): ComponentType<Props> | Record<string, ComponentType<Props>> {
  return typeof components === 'function' ? withPrices(components) : withPricesEach(components);
}

const link: PortableTextMarkComponent = ({ value, children }) => (
  <SmartLink link={(value as { link?: ResolvedLink } | undefined)?.link}>{children}</SmartLink>
);

const components: PortableTextComponents = {
  block: withPricesAll(defaultComponents.block),
  listItem: withPricesAll(defaultComponents.listItem),
  marks: { ...withPricesEach(defaultComponents.marks), link: withPrices(link) },
  unknownMark: withPrices(defaultComponents.unknownMark),
  unknownBlockStyle: withPrices(defaultComponents.unknownBlockStyle),
  unknownListItem: withPrices(defaultComponents.unknownListItem),
};

/** Whether a text block holds any text (spec §5: empty text blocks are not rendered). */
function hasText(block: { children?: { text?: string }[] }): boolean {
  return (block.children ?? []).some((child) => (child.text ?? '').trim() !== '');
}

/** Rich text of the content (Portable Text), with resolved links, prices and without empty blocks. */
export function RichText({ value }: { value: Resolved<PortableTextValue> | undefined }) {
  const blocks = (value ?? []).filter(hasText);
  if (blocks.length === 0) return null;
  return <PortableText value={blocks} components={components} />;
}
