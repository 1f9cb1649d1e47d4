/**
 * The mark of a page's own search section (PageSearch), which the header stands in for once it is
 * scrolled past (sticky search mode, spec §2). A module of its own so pages need not import the header.
 */
export const pageSearchAttribute = 'data-page-search';
export const pageSearchSelector = `[${pageSearchAttribute}]`;
