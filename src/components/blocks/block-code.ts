import { holdHydrationTurns } from '../../browser/hydration-turns';
import type { ContentBlock } from '../../content/types';

/**
 * The block types that few pages have (the travel guide, the contact and shuttle pages): their code is
 * fetched only by a page that has such a block, so every other content page does not fetch the maps, the
 * video, the tabs… before it is idle (issue 30, docs/decisions/039). Two chunks, not one a type: each
 * chunk costs every page a line in webpack's runtime. The common blocks (rich text, banner, FAQ and
 * accordion, quote, carousel) stay in the page's own code.
 */
const loaders = {
  shuttleMapBlock: () =>
    import(/* webpackChunkName: "block-shuttle-map" */ '../shuttle/ShuttleMap').then((module) => module.ShuttleMap),
  mapBlock: () => import(/* webpackChunkName: "blocks-rare" */ './MapBlock').then((module) => module.MapBlock),
  videoBlock: () => import(/* webpackChunkName: "blocks-rare" */ './VideoEmbed').then((module) => module.VideoEmbed),
  comparisonSliderBlock: () =>
    import(/* webpackChunkName: "blocks-rare" */ './ComparisonSlider').then((module) => module.ComparisonSlider),
  galleryBlock: () => import(/* webpackChunkName: "blocks-rare" */ './Gallery').then((module) => module.Gallery),
  tabsBlock: () => import(/* webpackChunkName: "blocks-rare" */ './Tabs').then((module) => module.Tabs),
  tableBlock: () => import(/* webpackChunkName: "blocks-rare" */ './Table').then((module) => module.Table),
  expanderBlock: () => import(/* webpackChunkName: "blocks-rare" */ './Expander').then((module) => module.Expander),
};

export type LazyBlockType = keyof typeof loaders;
type BlockCode<T extends LazyBlockType> = Awaited<ReturnType<(typeof loaders)[T]>>;

const loaded = new Map<LazyBlockType, unknown>();
const loading = new Map<LazyBlockType, Promise<void>>();

function isLazyBlockType(type: ContentBlock['_type']): type is LazyBlockType {
  return type in loaders;
}

/**
 * Starts fetching the code of `block`'s type if it is a lazy one and not here yet, and returns the promise
 * it comes with; undefined when it is here or not lazy. The page's first hydration ends only once the
 * fetch has settled (hydration-turns.ts). If the chunk cannot be fetched, the promise resolves and a later
 * call gets one that never settles and holds nothing: the block keeps its served markup, without code.
 */
export function blockCodeLoading(type: ContentBlock['_type']): Promise<void> | undefined {
  if (!isLazyBlockType(type) || loaded.has(type)) return undefined;
  let request = loading.get(type);
  if (!request) {
    request = loaders[type]().then(
      (code) => {
        loaded.set(type, code);
      },
      (error: unknown) => {
        console.error(`The code of the ${type} blocks could not be loaded: they stay as served`, error);
        loading.set(type, new Promise<void>(() => undefined));
      },
    );
    loading.set(type, request);
    holdHydrationTurns(request);
  }
  return request;
}

/**
 * The component of lazy block type `type`. Until its code has come it throws the promise of
 * `blockCodeLoading` (for a Suspense boundary; a block's island waits for it first, BlockList).
 */
export function blockCode<T extends LazyBlockType>(type: T): BlockCode<T> {
  const code = loaded.get(type);
  if (code) return code as BlockCode<T>;
  throw blockCodeLoading(type);
}
