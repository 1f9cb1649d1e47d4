import { screen } from '@testing-library/react';
import type { PostTeaser } from '../../build/plan-content';
import { localeCodes } from '../../config/locales';
import { renderWithI18n } from '../../i18n/test-utils';
import { PostTeaserView } from './PostTeaserView';

const post: PostTeaser = {
  id: 'car-en-blogPostPage-ring-road',
  path: '/blog/tips/ring-road/',
  title: 'The ring road in winter',
  date: '2026-05-02',
  dateLabel: 'May 2, 2026',
  image: null,
  readTimeMinutes: 4,
};

const readTimes = {
  en: '4 min read',
  is: '4 mín. lestur',
  de: '4 Min. Lesezeit',
  es: '4 min de lectura',
  fr: 'Lecture : 4 min',
  pt: '4 min de leitura',
  zh: '阅读约需 4 分钟',
};

describe('PostTeaserView (spec §3 Blog teaser, §9 "N min read")', () => {
  it.each(localeCodes)('shows the read time in %s', (language) => {
    renderWithI18n(<PostTeaserView post={post} />, language);
    expect(screen.getByText(readTimes[language], { exact: false })).toBeInTheDocument();
    // The date as the build wrote it (src/build/post-date-label.ts), with the machine-readable day.
    expect(screen.getByText('May 2, 2026')).toHaveAttribute('datetime', '2026-05-02');
    expect(screen.getByRole('link', { name: post.title })).toHaveAttribute('href', post.path);
  });

  it('loads the first teaser’s picture at once (the list’s largest paint), the others lazily', () => {
    const image = {
      _type: 'responsiveImage' as const,
      src: '/images/ring-road-600x400.webp',
      srcSet: '/images/ring-road-600x400.webp 600w, /images/ring-road-1200x800.webp 1200w',
      width: 1200,
      height: 800,
      alt: 'The ring road under snow',
    };
    renderWithI18n(
      <>
        <PostTeaserView post={{ ...post, image }} priority />
        <PostTeaserView post={{ ...post, id: 'second', image }} />
      </>,
      'en',
    );
    const [first, second] = screen.getAllByRole('img', { name: image.alt });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('fetchpriority', 'auto');
  });
});
