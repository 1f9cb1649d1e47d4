import { defineArrayMember, defineField } from '@sanity/types';
import { accordionBlock } from './blocks/accordion-block';
import { bannerBlock } from './blocks/banner-block';
import { carouselBlock } from './blocks/carousel-block';
import { comparisonSliderBlock } from './blocks/comparison-slider-block';
import { expanderBlock } from './blocks/expander-block';
import { faqBlock } from './blocks/faq-block';
import { galleryBlock } from './blocks/gallery-block';
import { mapBlock } from './blocks/map-block';
import { quoteBlock } from './blocks/quote-block';
import { richTextBlock } from './blocks/rich-text-block';
import { shuttleMapBlock } from './blocks/shuttle-map-block';
import { tableBlock } from './blocks/table-block';
import { tabsBlock } from './blocks/tabs-block';
import { videoBlock } from './blocks/video-block';

/** The content blocks a page is built from, one type a file in `blocks/`. */
export const blockTypes = [
  richTextBlock,
  accordionBlock,
  faqBlock,
  bannerBlock,
  carouselBlock,
  galleryBlock,
  tabsBlock,
  tableBlock,
  videoBlock,
  mapBlock,
  shuttleMapBlock,
  comparisonSliderBlock,
  quoteBlock,
  expanderBlock,
];

/** The `content` field of pages: a list of blocks of every kind above. */
export const contentField = defineField({
  name: 'content',
  title: 'Content',
  description: 'The parts of the page from top to bottom. Add, reorder or remove blocks.',
  type: 'array',
  of: blockTypes.map(({ name }) => defineArrayMember({ type: name })),
});
