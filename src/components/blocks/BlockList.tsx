import { createElement } from 'react';
import type { ContentBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { Accordion } from './Accordion';
import { Banner } from './Banner';
import { Carousel } from './Carousel';
import { blockCode, blockCodeLoading } from './block-code';
import { Quote } from './Quote';
import { RichText } from './RichText';
import { Island } from '../ui/Island';
import * as styles from './blocks.module.css';
// The shuttle map's code comes with the pages that have one (block-code.ts), but its served markup is
// styled from the first paint: its rules stay in the page's inlined sheet (docs/decisions/042).
import '../shuttle/ShuttleMap.module.css';

/** The content blocks of a page, each by its own component (spec §1). */
export function BlockList({ blocks }: { blocks: Resolved<ContentBlock>[] | undefined }) {
  return (
    <>
      {(blocks ?? []).map((block) => (
        // Each block hydrates in a turn of its own (decision 023), once its code is here (block-code.ts).
        <Island key={block._key} name={`block-${block._key}`} waitFor={() => blockCodeLoading(block._type)}>
          <Block block={block} />
        </Island>
      ))}
    </>
  );
}

/**
 * One content block by its own component. A lazily loaded block's component comes from block-code.ts
 * (created with the element: it is the module's, the same at every render, not a component made here).
 */
function Block({ block }: { block: Resolved<ContentBlock> }) {
  switch (block._type) {
    case 'richTextBlock':
      return (
        <section className={`${styles.block} ${styles.prose}`} id={block.anchorId}>
          <RichText value={block.body} />
        </section>
      );
    case 'accordionBlock':
    case 'faqBlock':
      return <Accordion block={block} />;
    case 'bannerBlock':
      return <Banner block={block} />;
    case 'carouselBlock':
      return <Carousel block={block} />;
    case 'galleryBlock':
      return createElement(blockCode('galleryBlock'), { block });
    case 'tabsBlock':
      return createElement(blockCode('tabsBlock'), { block });
    case 'tableBlock':
      return createElement(blockCode('tableBlock'), { block });
    case 'videoBlock':
      return createElement(blockCode('videoBlock'), { block });
    case 'mapBlock':
      return createElement(blockCode('mapBlock'), { block });
    case 'shuttleMapBlock':
      return createElement(blockCode('shuttleMapBlock'), { block });
    case 'comparisonSliderBlock':
      return createElement(blockCode('comparisonSliderBlock'), { block });
    case 'quoteBlock':
      return <Quote block={block} />;
    case 'expanderBlock':
      return createElement(blockCode('expanderBlock'), { block });
    default:
      return null;
  }
}
