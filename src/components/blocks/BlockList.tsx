import type { ContentBlock } from '../../content/types';
import type { Resolved } from '../../content/resolved';
import { Accordion } from './Accordion';
import { Banner } from './Banner';
import { Carousel } from './Carousel';
import { ComparisonSlider } from './ComparisonSlider';
import { Expander } from './Expander';
import { Gallery } from './Gallery';
import { MapBlock } from './MapBlock';
import { ShuttleMap } from '../shuttle/ShuttleMap';
import { Quote } from './Quote';
import { RichText } from './RichText';
import { Table } from './Table';
import { Tabs } from './Tabs';
import { VideoEmbed } from './VideoEmbed';
import { Island } from '../ui/Island';
import * as styles from './blocks.module.css';

/** The content blocks of a page, each by its own component (spec §1). */
export function BlockList({ blocks }: { blocks: Resolved<ContentBlock>[] | undefined }) {
  return (
    <>
      {(blocks ?? []).map((block) => (
        // Each block hydrates in a turn of its own (decision 023).
        <Island key={block._key} name={`block-${block._key}`}>
          <Block block={block} />
        </Island>
      ))}
    </>
  );
}

/** One content block by its own component. */
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
      return <Gallery block={block} />;
    case 'tabsBlock':
      return <Tabs block={block} />;
    case 'tableBlock':
      return <Table block={block} />;
    case 'videoBlock':
      return <VideoEmbed block={block} />;
    case 'mapBlock':
      return <MapBlock block={block} />;
    case 'shuttleMapBlock':
      return <ShuttleMap block={block} />;
    case 'comparisonSliderBlock':
      return <ComparisonSlider block={block} />;
    case 'quoteBlock':
      return <Quote block={block} />;
    case 'expanderBlock':
      return <Expander block={block} />;
    default:
      return null;
  }
}
