import type { ResolvedLink } from '../../../build/links';
import type { ChromeContext } from '../../../build/plan-chrome';
import type { LocaleCode } from '../../../config/locales';
import type { TenantId } from '../../../config/tenants';

const to = (href: string): ResolvedLink => ({ _type: 'resolvedLink', href, isExternal: false, opensInNewTab: false });

const image = {
  _type: 'responsiveImage' as const,
  src: '/images/a.webp',
  srcSet: '/images/a.webp 1200w',
  width: 1200,
  height: 800,
  alt: 'Road',
};

/** Header and footer data as the build hands it to the slices, for component tests. */
export function chromeFixture(tenant: TenantId = 'car', language: LocaleCode = 'en'): ChromeContext {
  return {
    language,
    tenant,
    header: {
      _id: `${tenant}-${language}-header`,
      _type: 'header',
      language,
      tenant,
      menuTitleBook: 'Book now',
      menuItems: [
        { _type: 'menuItem', _key: 'cars', type: 'single', title: 'Our cars', customLink: to('/cars/') },
        {
          _type: 'menuItem',
          _key: 'types',
          type: 'dropdown',
          title: 'Car types',
          columns: [
            {
              _type: 'menuColumn',
              _key: 'c1',
              sections: [
                { _key: 'h', _type: 'menuHeadline', title: 'By size' },
                {
                  _key: 'l',
                  _type: 'menuLinkList',
                  icon: 'car-small',
                  title: 'Small cars',
                  description: 'Easy to park',
                  links: [{ _type: 'labelledLink', _key: 'eco', label: 'Economy', link: to('/cars/economy/') }],
                },
              ],
            },
          ],
        },
        {
          _type: 'menuItem',
          _key: 'blog',
          type: 'dropdownRecentPosts',
          title: 'Travel guide',
          titleLinks: 'Topics',
          links: [{ _type: 'labelledLink', _key: 'tips', label: 'Travel tips', link: to('/blog/travel-tips/') }],
          titleRecentPosts: 'Latest posts',
        },
      ],
      quickLinks: [
        {
          _type: 'quickLink',
          _key: 'find',
          title: 'Manage',
          label: 'Manage booking',
          icon: 'search',
          customLink: to('/reservation/find/'),
        },
      ],
    },
    footer: {
      _id: `${tenant}-${language}-footer`,
      _type: 'footer',
      language,
      tenant,
      copyright: 'Norðurljós ehf.',
      categories: [
        {
          _type: 'linkCategory',
          _key: 'c',
          title: 'Rentals',
          links: [{ _type: 'labelledLink', _key: 'a', label: 'About us', link: to('/about/') }],
        },
      ],
      socials: [
        { _type: 'social', _key: 'f', platform: 'facebook', active: true, title: 'Facebook' },
        { _type: 'social', _key: 't', platform: 'twitter', active: false, title: 'X' },
      ],
      legalLinks: [{ _type: 'labelledLink', _key: 'terms', label: 'Terms', link: to('/legal/terms/') }],
      locations: {
        keflavik: {
          title: 'Keflavík Airport',
          address: { street: 'Blikavöllur 2', postalCode: '235', city: 'Keflavíkurflugvöllur' },
        },
        reykjavik: { title: 'Reykjavík', address: { street: 'Skeifan 9', postalCode: '108', city: 'Reykjavík' } },
      },
      certificates: [{ _type: 'certificate', _key: 'v', title: 'Vakinn', image }],
    },
    settings: {
      _id: `${tenant}-${language}-settings`,
      _type: 'settings',
      language,
      tenant,
      facebook: 'https://facebook.com/example',
      twitter: 'https://x.com/example',
      email: 'cars@example-rental.is',
      phoneKeflavik: '+354 500 0001',
      phoneReykjavik: '+354 500 0002',
      googleMapsKeflavik: 'https://www.google.com/maps/search/?api=1&query=63.985%2C-22.605',
      googleMapsReykjavik: 'https://www.google.com/maps/search/?api=1&query=Skeifan+9',
    },
    banner: null,
    notFound: null,
    recentPosts: Array.from({ length: 6 }, (_, index) => ({
      id: `post-${index}`,
      path: `/blog/tips/post-${index}/`,
      title: `Post ${index}`,
      date: `2026-0${index + 1}-15`,
      dateLabel: `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'][index] ?? ''} 15`,
      image,
      readTimeMinutes: 3,
    })),
    labels: {
      homeLinkLabel: 'Norðurljós, home page',
      'language.chooserLabel': 'Choose language',
      'region.open': 'Language and currency',
      'region.title': 'Language and currency',
      'region.language': 'Language',
      'region.currency': 'Currency',
      'region.apply': 'Save',
      'region.close': 'Close',
      'header.mainNavigation': 'Main navigation',
      'header.menu': 'Menu',
      'header.book': 'Book',
      'header.quickLinks': 'Quick links',
      'footer.offices': 'Our offices',
      'footer.company': 'Company',
      'footer.registrationNumber': 'Reg. no.',
      'footer.vatNumber': 'VAT no.',
      'footer.legal': 'Legal',
      'footer.followUs': 'Follow us',
      'footer.certificates': 'Certificates',
      'footer.directions': 'Directions',
      'footer.opensInNewTab': 'opens in a new tab',
      'footer.copyright': '© {{year}} Norðurljós ehf. All rights reserved.',
    },
  };
}
