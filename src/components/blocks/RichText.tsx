import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { ResolvedLink } from '../../build/links';
import type { PortableText as PortableTextValue } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { SmartLink } from '../ui/SmartLink';

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => (
      <SmartLink link={(value as { link?: ResolvedLink } | undefined)?.link}>{children}</SmartLink>
    ),
  },
};

/** Whether a text block holds any text (spec §5: empty text blocks are not rendered). */
function hasText(block: { children?: { text?: string }[] }): boolean {
  return (block.children ?? []).some((child) => (child.text ?? '').trim() !== '');
}

/** Rich text of the content (Portable Text), with resolved links and without empty blocks. */
export function RichText({ value }: { value: Resolved<PortableTextValue> | undefined }) {
  const blocks = (value ?? []).filter(hasText);
  if (blocks.length === 0) return null;
  return <PortableText value={blocks} components={components} />;
}
