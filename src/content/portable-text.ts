import type { PortableText } from './types';

/** The words of a rich text, for the read time of spec §9 ("N min read"). */
export function wordCount(body: Pick<PortableText[number], 'children'>[] | undefined): number {
  return (body ?? [])
    .flatMap((block) => block.children ?? [])
    .reduce((count, span) => count + (span.text ?? '').split(/\s+/).filter(Boolean).length, 0);
}
