import type { Link } from '../content/types';
import { linkWarnings, resolveLink, resolveLinksDeep, type LinkContext } from './links';

function contextFor(language: LinkContext['language'] = 'en') {
  const warnings: string[] = [];
  const context: LinkContext = {
    paths: new Map([['car-de-vehicleOverviewPage', '/de/fahrzeuge/']]),
    language,
    documentId: 'car-de-header',
    warn: (message, documentId) => warnings.push(`${documentId}: ${message}`),
  };
  return { context, warnings };
}

const link = (fields: Partial<Link>): Link => ({ _type: 'link', type: 'internal', ...fields });

describe('resolveLink (spec §2 link types)', () => {
  it('goes to an external address, in a new tab when asked', () => {
    const { context } = contextFor();
    expect(resolveLink(link({ type: 'external', external: 'https://safetravel.is', blank: true }), context)).toEqual({
      _type: 'resolvedLink',
      href: 'https://safetravel.is',
      isExternal: true,
      opensInNewTab: true,
    });
  });

  it('puts a relative path in the page language', () => {
    const { context } = contextFor('de');
    expect(resolveLink(link({ internalType: 'relative', relative: '/reservation/find/' }), context).href).toBe(
      '/de/reservation/find/',
    );
    expect(resolveLink(link({ internalType: 'relative', relative: 'book/vehicles?x=1' }), context).href).toBe(
      '/de/book/vehicles/?x=1',
    );
    expect(resolveLink(link({ internalType: 'relative', relative: '/de/reservation/' }), context).href).toBe(
      '/de/reservation/',
    );
  });

  it('goes to an anchor on the page', () => {
    const { context } = contextFor();
    expect(resolveLink(link({ internalType: 'anchor', anchorId: 'faq' }), context).href).toBe('#faq');
  });

  it('goes to the path of a referenced page', () => {
    const { context } = contextFor('de');
    const reference = { _type: 'reference' as const, _ref: 'car-de-vehicleOverviewPage' };
    expect(resolveLink(link({ internalType: 'vehicleOverviewPage', internal: reference }), context).href).toBe(
      '/de/fahrzeuge/',
    );
  });

  it.each([
    [link({ type: 'external' }), linkWarnings.external],
    [link({ internalType: 'relative' }), linkWarnings.relative],
    [link({ internalType: 'anchor' }), linkWarnings.internal],
    [link({ internalType: 'blogPostPage', internal: { _type: 'reference', _ref: 'gone' } }), linkWarnings.internal],
  ])('goes nowhere and warns when the target is not set (spec §8)', (unset, warning) => {
    const { context, warnings } = contextFor();
    expect(resolveLink(unset, context).href).toBeNull();
    expect(warnings).toEqual([`car-de-header: ${warning}`]);
  });
});

describe('resolveLinksDeep', () => {
  it('replaces links at any depth and leaves everything else alone', () => {
    const { context } = contextFor('de');
    const header = {
      title: 'Menu',
      items: [
        {
          label: 'Cars',
          link: link({
            internalType: 'vehicleOverviewPage',
            internal: { _type: 'reference', _ref: 'car-de-vehicleOverviewPage' },
          }),
        },
      ],
    };
    expect(resolveLinksDeep(header, context)).toEqual({
      title: 'Menu',
      items: [
        {
          label: 'Cars',
          link: { _type: 'resolvedLink', href: '/de/fahrzeuge/', isExternal: false, opensInNewTab: false },
        },
      ],
    });
  });
});
