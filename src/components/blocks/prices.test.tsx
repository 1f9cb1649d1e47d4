import { render, screen } from '@testing-library/react';
import { renderWithI18n } from '../../i18n/test-utils';
import { TranslationProvider } from '../../i18n/TranslationProvider';
import { mockFetchForEachTest, settle } from '../../testing/fake-fetch';
import { Accordion } from './Accordion';
import { Banner } from './Banner';
import { RichText } from './RichText';
import { Table } from './Table';

const span = (key: string, text: string, marks: string[] = []) => ({ _type: 'span' as const, _key: key, text, marks });

/** A paragraph of Portable Text; a `link` mark key `l` goes to an external address. */
const paragraph = (key: string, ...children: ReturnType<typeof span>[]) => ({
  _type: 'block' as const,
  _key: key,
  style: 'normal' as const,
  markDefs: [
    {
      _type: 'link' as const,
      _key: 'l',
      link: { _type: 'resolvedLink' as const, href: 'https://example.com/', isExternal: true, opensInNewTab: false },
    },
  ],
  children,
});

const fetchMock = mockFetchForEachTest();

describe('{price:N} in content text (spec §9)', () => {
  const pricedBlock = paragraph(
    'p',
    span('a', 'Extra driver from {price:8} per day, '),
    span('b', '{price:90}', ['strong']),
    span('c', ' one way, see '),
    span('d', 'the {price:5} fees', ['l']),
  );

  it('shows the prices of rich text, inside marks and links too, as the page renders them in EUR', () => {
    const { container } = renderWithI18n(
      <RichText
        value={[pricedBlock, { ...paragraph('li', span('s', 'Child seat {price:25.5}')), listItem: 'bullet' as const }]}
      />,
      'de',
    );
    expect(container.querySelector('p')).toHaveTextContent(
      'Extra driver from 8 € per day, 90 € one way, see the 5 € fees',
    );
    expect(container.querySelector('strong [data-price-eur="90"]')).toHaveTextContent('90 €');
    expect(screen.getByRole('link', { name: 'the 5 € fees' })).toContainElement(
      container.querySelector('[data-price-eur="5"]') as HTMLElement,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Child seat 26 €');
    expect(container).not.toHaveTextContent('{price:');
  });

  it('shows the prices of FAQ questions and answers and of banner texts', () => {
    const { container } = renderWithI18n(
      <>
        <Accordion
          block={{
            _key: 'faq',
            _type: 'faqBlock',
            items: [
              {
                _type: 'question',
                _key: '1',
                question: 'Is {price:8} per day all?',
                answer: [paragraph('a', span('s', 'Yes, {price:8} a day.'))],
              },
            ],
          }}
        />
        <Banner
          block={{
            _key: 'b',
            _type: 'bannerBlock',
            type: 'text',
            title: 'Winter',
            description: 'From {price:45} a day',
          }}
        />
      </>,
      'de',
    );
    expect(container.querySelector('summary')).toHaveTextContent('Is 8 € per day all?');
    expect(container.querySelector('details p')).toHaveTextContent('Yes, 8 € a day.');
    expect(container.querySelector('section:last-child p')).toHaveTextContent('From 45 € a day');
    expect(container.querySelectorAll('[data-price-eur]')).toHaveLength(3);
  });

  it('shows the prices of block headings, and names regions by them in EUR', () => {
    renderWithI18n(
      <Table
        block={{
          _key: 't',
          _type: 'tableBlock',
          title: 'Add-ons from {price:12}',
          content: { rows: [{ _type: 'row' as const, _key: 'r', cells: ['Child seat', '{price:5}'] }] },
        }}
      />,
      'de',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Add-ons from 12 €');
    expect(screen.getByRole('region', { name: 'Add-ons from 12 €' })).toBeInTheDocument();
  });

  it('keeps the third brand’s table in EUR and asks for no rates (spec §7)', async () => {
    render(
      <TranslationProvider language="en" tenant="longterm" strings={{}}>
        <Table
          block={{
            _key: 't',
            _type: 'tableBlock',
            content: { rows: [{ _type: 'row' as const, _key: 'r', cells: ['Per day', '{price:12}'] }] },
          }}
        />
      </TranslationProvider>,
    );
    await settle();
    expect(screen.getByRole('cell', { name: '12 €' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
