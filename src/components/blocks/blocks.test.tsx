import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { pageStrings } from '../../build/translate';
import { TranslationProvider } from '../../i18n/TranslationProvider';
import type { ResponsiveImage } from '../../content/images';
import { installBlockControls } from '../../browser/block-controls';
import { renderWithI18n } from '../../i18n/test-utils';
import { Accordion } from './Accordion';
import { Carousel } from './Carousel';
import { ComparisonSlider } from './ComparisonSlider';
import { Gallery } from './Gallery';
import { Expander } from './Expander';
import { RichText } from './RichText';
import { Table } from './Table';
import { Tabs } from './Tabs';
import { playerLoadTimeoutMs, VideoEmbed } from './VideoEmbed';

const text = (key: string, words: string) => ({
  _type: 'block' as const,
  _key: key,
  style: 'normal' as const,
  markDefs: [],
  children: [{ _type: 'span' as const, _key: `${key}s`, text: words }],
});

const picture = (alt: string): ResponsiveImage => ({
  _type: 'responsiveImage',
  src: `/images/${alt}.webp`,
  srcSet: `/images/${alt}.webp 1200w`,
  width: 1200,
  height: 800,
  alt,
});

describe('RichText', () => {
  it('does not render empty text blocks (spec §5)', () => {
    const { container } = renderWithI18n(<RichText value={[text('a', 'Hello'), text('b', '   '), text('c', '')]} />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('Accordion', () => {
  it('gives every item one shared name, so only one is open at a time (spec §4)', () => {
    const block = {
      _key: 'faq',
      _type: 'accordionBlock' as const,
      items: [
        {
          _type: 'question' as const,
          _key: '1',
          question: 'Can I drive on F-roads?',
          answer: [text('a', 'Only in a 4x4.')],
        },
        { _type: 'question' as const, _key: '2', question: 'Is mileage unlimited?', answer: [text('b', 'Yes.')] },
      ],
    };
    const { container } = renderWithI18n(<Accordion block={block} />);
    const names = [...container.querySelectorAll('details')].map((details) => details.getAttribute('name'));
    expect(names).toEqual(['accordion-faq', 'accordion-faq']);
    expect(screen.getByText('Only in a 4x4.')).toBeInTheDocument();
  });
});

describe('Expander', () => {
  it('toggles Show more and Show less (spec §4)', async () => {
    const block = { _key: 'e', _type: 'expanderBlock' as const, body: [text('a', 'Long text')] };
    renderWithI18n(<Expander block={block} />);
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('speaks the visitor’s language', () => {
    const block = { _key: 'e', _type: 'expanderBlock' as const, body: [text('a', 'Langur texti')] };
    renderWithI18n(<Expander block={block} />, 'is');
    expect(screen.getByRole('button', { name: 'Sýna meira' })).toBeInTheDocument();
  });
});

describe('ComparisonSlider', () => {
  it('moves between 3 and 97 percent in steps of 3 (spec §9), with the keyboard too', () => {
    const block = {
      _key: 'c',
      _type: 'comparisonSliderBlock' as const,
      before: picture('summer'),
      after: picture('winter'),
    };
    renderWithI18n(<ComparisonSlider block={block} />);
    const slider = screen.getByRole('slider', { name: 'Compare the two pictures' });
    expect(slider).toHaveAttribute('min', '3');
    expect(slider).toHaveAttribute('max', '97');
    expect(slider).toHaveAttribute('step', '3');
    fireEvent.change(slider, { target: { value: '96' } });
    expect(slider).toHaveValue('96');
  });

  it('cuts the pictures where the handle was moved before the page ran (issue 30)', async () => {
    const block = {
      _key: 'c',
      _type: 'comparisonSliderBlock' as const,
      before: picture('summer'),
      after: picture('winter'),
    };
    const slider = () => <ComparisonSlider block={block} />;
    // The served HTML, and the handle moved in it before the page's code ran.
    const { container, unmount } = renderWithI18n(slider());
    const served = container.innerHTML;
    unmount();
    const page = document.createElement('div');
    page.innerHTML = served;
    document.body.append(page);
    const range = within(page).getByRole('slider');
    fireEvent.change(range, { target: { value: '72' } });

    const strings = pageStrings('en', ['common']);
    const root = await act(async () =>
      hydrateRoot(
        page,
        <TranslationProvider language="en" strings={strings}>
          {slider()}
        </TranslationProvider>,
      ),
    );
    expect(range).toHaveValue('72');
    expect(range.parentElement?.style.getPropertyValue('--position')).toBe('72%');
    act(() => root.unmount());
    page.remove();
  });
});

describe('Table', () => {
  const block = {
    _key: 't',
    _type: 'tableBlock' as const,
    highlightFirstRow: true,
    highlightFirstColumn: true,
    content: {
      rows: [
        { _type: 'row' as const, _key: 'h', cells: ['Cover', 'Per day'] },
        { _type: 'row' as const, _key: 'r', cells: ['Gravel protection', '{price:12}'] },
      ],
    },
  };

  // A euro visitor (German): the table's structure, with no exchange rates to ask for.
  it('makes the first row column headers and the first column row headers', () => {
    renderWithI18n(<Table block={block} />, 'de');
    expect(screen.getByRole('columnheader', { name: 'Per day' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Gravel protection' })).toBeInTheDocument();
  });

  it('writes {price:N} as a price (spec §9)', () => {
    renderWithI18n(<Table block={block} />, 'de');
    expect(screen.getByRole('cell', { name: '12 €' })).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('follows the tab pattern: one panel shown, arrow keys move', async () => {
    const block = {
      _key: 'tabs',
      _type: 'tabsBlock' as const,
      tabs: [
        { _type: 'tab' as const, _key: 'a', title: 'Summer', block: [text('a', 'Long days')] },
        { _type: 'tab' as const, _key: 'b', title: 'Winter', block: [text('b', 'Northern lights')] },
      ],
    };
    renderWithI18n(<Tabs block={block} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Long days');
    screen.getByRole('tab', { name: 'Summer' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Winter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Northern lights');
  });
});

describe('VideoEmbed', () => {
  const block = {
    _key: 'v',
    _type: 'videoBlock' as const,
    title: 'Driving in winter',
    url: 'https://youtu.be/dQw4w9WgXcQ?t=3',
  };

  it('loads no YouTube player until the visitor plays the video', async () => {
    const { container } = renderWithI18n(<VideoEmbed block={block} />);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Driving in winter' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it('emits an error event and offers YouTube when the player does not load (spec §8)', () => {
    jest.useFakeTimers();
    const onError = jest.fn();
    renderWithI18n(<VideoEmbed block={block} onError={onError} />);
    fireEvent.click(screen.getByRole('button'));
    act(() => jest.advanceTimersByTime(playerLoadTimeoutMs));
    jest.useRealTimers();
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('keeps a player that loaded', () => {
    jest.useFakeTimers();
    const onError = jest.fn();
    const { container } = renderWithI18n(<VideoEmbed block={block} onError={onError} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.load(container.querySelector('iframe') as HTMLIFrameElement);
    act(() => jest.advanceTimersByTime(playerLoadTimeoutMs));
    jest.useRealTimers();
    expect(onError).not.toHaveBeenCalled();
    expect(container.querySelector('iframe')).not.toBeNull();
  });

  it('renders nothing for an address that is no YouTube video', () => {
    const { container } = renderWithI18n(<VideoEmbed block={{ ...block, url: 'https://vimeo.com/1' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Gallery (spec §3 media type modal)', () => {
  let uninstall: () => void;
  beforeAll(() => {
    // jsdom has <dialog> without its modal behaviour.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    // The page's inline script (gatsby-ssr.tsx): the listener that opens the dialog.
    uninstall = installBlockControls(document);
  });
  afterAll(() => uninstall());

  const block = {
    _key: 'g',
    _type: 'galleryBlock',
    mediaType: 'modal',
    items: [{ _key: 'a', image: picture('Northern lights') }],
  } as unknown as Parameters<typeof Gallery>[0]['block'];

  it('opens a picture in full size in a dialog instead of the raw file, and closes it (issue 30)', async () => {
    renderWithI18n(<Gallery block={block} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('link', { name: 'Open picture: Northern lights' });
    expect(opener).toHaveAttribute('href', '/images/Northern lights.webp');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Northern lights' });
    expect(within(dialog).getByRole('img', { name: 'Northern lights' })).toHaveAttribute(
      'src',
      '/images/Northern lights.webp',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close picture' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('works on markup no component has hydrated: the listener reads the served HTML only', async () => {
    const { container, unmount } = renderWithI18n(<Gallery block={block} />);
    // The served HTML, as the browser has it before the page's code runs: no React behind it.
    const served = container.innerHTML;
    unmount();
    document.body.innerHTML = served;
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Open picture: Northern lights' }));
    expect(screen.getByRole('dialog', { name: 'Northern lights' })).toBeVisible();
    document.body.innerHTML = '';
  });

  it('leaves a click that opens the file in a new tab to the browser', () => {
    renderWithI18n(<Gallery block={block} />);
    const opener = screen.getByRole('link', { name: 'Open picture: Northern lights' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    opener.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Carousel', () => {
  it('scrolls its strip by Previous and Next through the document listener, and hides them without JavaScript', async () => {
    const uninstall = installBlockControls(document);
    const block = {
      _key: 'c',
      _type: 'carouselBlock',
      title: 'Routes',
      slides: [
        { _key: 'a', image: picture('Road'), title: 'Ring road' },
        { _key: 'b', image: picture('Coast'), title: 'West fjords' },
      ],
    } as unknown as Parameters<typeof Carousel>[0]['block'];
    renderWithI18n(<Carousel block={block} />);
    const strip = screen.getByRole('region', { name: 'Routes' });
    Object.defineProperty(strip, 'clientWidth', { value: 300 });
    const scrolls: unknown[] = [];
    strip.scrollBy = ((options: ScrollToOptions) => scrolls.push(options)) as typeof strip.scrollBy;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(scrolls).toEqual([
      { left: 240, behavior: 'smooth' },
      { left: -240, behavior: 'smooth' },
    ]);
    expect(screen.getByRole('button', { name: 'Next' }).parentElement).toHaveAttribute('data-js-only');
    uninstall();
  });
});
