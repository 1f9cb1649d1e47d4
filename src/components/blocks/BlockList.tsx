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
import * as styles from './blocks.module.css';

/** The content blocks of a page, each by its own component (spec §1). */
export function BlockList({ blocks }: { blocks: Resolved<ContentBlock>[] | undefined }) {
  return (
    <>
      {(blocks ?? []).map((block) => {
        switch (block._type) {
          case 'richTextBlock':
            return (
              <section key={block._key} className={`${styles.block} ${styles.prose}`} id={block.anchorId}>
                <RichText value={block.body} />
              </section>
            );
          case 'accordionBlock':
          case 'faqBlock':
            return <Accordion key={block._key} block={block} />;
          case 'bannerBlock':
            return <Banner key={block._key} block={block} />;
          case 'carouselBlock':
            return <Carousel key={block._key} block={block} />;
          case 'galleryBlock':
            return <Gallery key={block._key} block={block} />;
          case 'tabsBlock':
            return <Tabs key={block._key} block={block} />;
          case 'tableBlock':
            return <Table key={block._key} block={block} />;
          case 'videoBlock':
            return <VideoEmbed key={block._key} block={block} />;
          case 'mapBlock':
            return <MapBlock key={block._key} block={block} />;
          case 'shuttleMapBlock':
            return <ShuttleMap key={block._key} block={block} />;
          case 'comparisonSliderBlock':
            return <ComparisonSlider key={block._key} block={block} />;
          case 'quoteBlock':
            return <Quote key={block._key} block={block} />;
          case 'expanderBlock':
            return <Expander key={block._key} block={block} />;
          default:
            return null;
        }
      })}
    </>
  );
}
