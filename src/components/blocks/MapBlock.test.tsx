import { act, screen, waitFor } from '@testing-library/react';
import type * as ReactDomServer from 'react-dom/server';
import type { MapBlock as MapBlockValue } from '../../content/types';
import { pageStrings } from '../../build/translate';
import { TranslationProvider } from '../../i18n/TranslationProvider';
import { renderWithI18n } from '../../i18n/test-utils';
import type * as LeafletMapModule from './leaflet-map';
import { MapBlock, mapLoadMargin } from './MapBlock';

// The lazily imported map module, replaced so a test sees when it is imported and what it is asked.
// (The real module runs against real Leaflet in the last describe block.)
const mockMapModuleImported = jest.fn();
const mockCreatePlacesMap = jest.fn();
jest.mock('./leaflet-map', () => {
  mockMapModuleImported();
  return { createPlacesMap: (...args: unknown[]) => mockCreatePlacesMap(...args) };
});

// The static HTML as Gatsby's build renders it, with React's Node renderer (jsdom lacks the
// TextEncoder of the browser renderer that this environment would otherwise pick).
const { renderToString } = jest.requireActual<typeof ReactDomServer>('react-dom/server.node');

const offices: MapBlockValue = {
  _type: 'mapBlock',
  _key: 'map',
  anchorId: 'offices',
  title: 'Our offices',
  center: { lat: 64.06, lng: -22.25 },
  zoom: 9,
  markers: [
    { _type: 'marker', _key: 'kef', lat: 63.985, lng: -22.605, label: 'Keflavík Airport' },
    { _type: 'marker', _key: 'rvk', lat: 64.1307, lng: -21.8746, label: 'Reykjavík office – Skeifan 9' },
  ],
};

/** A fake IntersectionObserver whose reports the test sends. */
function installObserver() {
  const observer = {
    options: undefined as IntersectionObserverInit | undefined,
    targets: [] as Element[],
    disconnect: jest.fn(),
    report: (isIntersecting: boolean): void => {
      throw new Error(`Nothing is observed yet (isIntersecting ${String(isIntersecting)})`);
    },
  };
  Object.assign(window, {
    IntersectionObserver: jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      observer.options = options;
      const self = {
        observe: (target: Element) => {
          observer.targets.push(target);
          observer.report = (isIntersecting) =>
            callback(
              [{ isIntersecting, target } as IntersectionObserverEntry],
              self as unknown as IntersectionObserver,
            );
        },
        unobserve: jest.fn(),
        disconnect: observer.disconnect,
      };
      return self;
    }),
  });
  return observer;
}

beforeEach(() => {
  mockCreatePlacesMap.mockReset();
  mockCreatePlacesMap.mockImplementation(() => ({ remove: jest.fn() }));
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('MapBlock', () => {
  it('lists every place with a link that opens it in OpenStreetMap', () => {
    installObserver();
    renderWithI18n(<MapBlock block={offices} />);
    expect(screen.getByRole('region', { name: 'Our offices' })).toHaveAttribute('id', 'offices');
    expect(screen.getByRole('heading', { level: 2, name: 'Our offices' })).toBeInTheDocument();
    const places = screen.getAllByRole('listitem');
    expect(places.map((place) => place.textContent)).toEqual([
      'Keflavík Airport Open in a map',
      'Reykjavík office – Skeifan 9 Open in a map',
    ]);
    expect(screen.getAllByRole('link', { name: 'Open in a map' }).map((link) => link.getAttribute('href'))).toEqual([
      'https://www.openstreetmap.org/?mlat=63.985&mlon=-22.605#map=9/63.985/-22.605',
      'https://www.openstreetmap.org/?mlat=64.1307&mlon=-21.8746#map=9/64.1307/-21.8746',
    ]);
  });

  it('renders on the server without touching the map module: the list, and an empty map box hidden without JavaScript', () => {
    const importsBefore = mockMapModuleImported.mock.calls.length;
    const html = renderToString(
      <TranslationProvider language="en" strings={pageStrings('en', ['common'])}>
        <MapBlock block={offices} />
      </TranslationProvider>,
    );
    expect(mockMapModuleImported).toHaveBeenCalledTimes(importsBefore);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect([...page.querySelectorAll('li strong')].map((label) => label.textContent)).toEqual([
      'Keflavík Airport',
      'Reykjavík office – Skeifan 9',
    ]);
    expect(page.querySelectorAll('li a[href^="https://www.openstreetmap.org/"]')).toHaveLength(2);
    const box = page.querySelector('[data-js-only]');
    expect(box).toHaveAttribute('data-state', 'waiting');
    const region = box?.querySelector('[role="region"]');
    expect(region).toHaveAttribute('aria-label', 'Interactive map: Our offices');
    expect(region).toBeEmptyDOMElement();
  });

  it('names the map region in the page language, and falls back to a translated name without a title', () => {
    installObserver();
    const { unmount } = renderWithI18n(<MapBlock block={offices} />, 'is');
    expect(screen.getByRole('region', { name: 'Gagnvirkt kort: Our offices' })).toBeInTheDocument();
    unmount();
    renderWithI18n(<MapBlock block={{ ...offices, title: undefined }} />, 'de');
    expect(screen.getByRole('region', { name: 'Karte' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Interaktive Karte' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('imports the map module only once the box comes within 200px of the viewport, then maps the places', async () => {
    const observer = installObserver();
    const importsBefore = mockMapModuleImported.mock.calls.length;
    renderWithI18n(<MapBlock block={offices} />, 'fr');
    const canvas = screen.getByRole('region', { name: 'Carte interactive\u00a0: Our offices' });
    expect(observer.targets).toEqual([canvas]);
    expect(observer.options).toEqual({ rootMargin: mapLoadMargin });
    expect(mapLoadMargin).toBe('200px');

    act(() => observer.report(false));
    await act(async () => undefined);
    expect(mockMapModuleImported).toHaveBeenCalledTimes(importsBefore);
    expect(mockCreatePlacesMap).not.toHaveBeenCalled();

    act(() => observer.report(true));
    await waitFor(() => expect(mockCreatePlacesMap).toHaveBeenCalledTimes(1));
    expect(observer.disconnect).toHaveBeenCalled();
    expect(mockCreatePlacesMap).toHaveBeenCalledWith(canvas, {
      center: offices.center,
      zoom: 9,
      places: offices.markers,
      // The CSS module's class (CSS modules are stubbed in tests).
      markerClassName: expect.any(String),
      labels: { zoomIn: 'Zoom avant', zoomOut: 'Zoom arrière' },
    });
    expect(canvas.parentElement).toHaveAttribute('data-state', 'shown');
    // The list stays the accessible way to the places.
    expect(screen.getAllByRole('link', { name: 'Voir sur une carte' })).toHaveLength(2);
  });

  it('loads the map at once in a browser without IntersectionObserver, and removes it on unmount', async () => {
    const remove = jest.fn();
    mockCreatePlacesMap.mockImplementation(() => ({ remove }));
    const { unmount } = renderWithI18n(<MapBlock block={offices} />);
    await waitFor(() => expect(mockCreatePlacesMap).toHaveBeenCalledTimes(1));
    expect(remove).not.toHaveBeenCalled();
    unmount();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('makes no map when it is unmounted while the map module is still on its way', async () => {
    const observer = installObserver();
    const { unmount } = renderWithI18n(<MapBlock block={offices} />);
    act(() => observer.report(true));
    unmount();
    await act(async () => undefined);
    expect(mockCreatePlacesMap).not.toHaveBeenCalled();
  });

  it('says the map could not be loaded and keeps the list when making the map fails', async () => {
    const error = new Error('no WebGL, no luck');
    mockCreatePlacesMap.mockImplementation(() => {
      throw error;
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithI18n(<MapBlock block={offices} />, 'es');
    expect(await screen.findByText('No se ha podido cargar el mapa. Los lugares aparecen en la lista de abajo.'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('map'), error);
    expect(screen.getAllByRole('link', { name: 'Abrir en un mapa' })).toHaveLength(2);
    consoleError.mockRestore();
  });
});

describe('createPlacesMap with Leaflet', () => {
  const { createPlacesMap, osmTileUrl } = jest.requireActual<typeof LeafletMapModule>('./leaflet-map');
  const options = {
    center: offices.center,
    zoom: offices.zoom,
    places: offices.markers,
    markerClassName: 'mapMarker',
    labels: { zoomIn: 'Auka aðdrátt', zoomOut: 'Minnka aðdrátt' },
  };

  function mapContainer(): HTMLElement {
    const container = document.createElement('div');
    document.body.append(container);
    return container;
  }

  it('draws OpenStreetMap tiles with their attribution and a focusable marker per place, without image icons', () => {
    const container = mapContainer();
    const map = createPlacesMap(container, options);
    expect(osmTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const attribution = container.querySelector('.leaflet-control-attribution');
    expect(attribution).toHaveTextContent('© OpenStreetMap contributors');
    expect(attribution?.querySelector('a[href="https://www.openstreetmap.org/copyright"]')).not.toBeNull();

    const markers = [...container.querySelectorAll('.leaflet-marker-icon')];
    expect(markers.map((marker) => marker.getAttribute('title'))).toEqual([
      'Keflavík Airport',
      'Reykjavík office – Skeifan 9',
    ]);
    for (const marker of markers) {
      expect(marker.tagName).toBe('DIV');
      expect(marker).toHaveClass('mapMarker');
      expect(marker).toHaveAttribute('role', 'button');
      expect(marker).toHaveAttribute('tabindex', '0');
    }
    expect(container.querySelector('img.leaflet-marker-icon')).toBeNull();
    expect(container.querySelector('a.leaflet-control-zoom-in')).toHaveAttribute('title', 'Auka aðdrátt');
    expect(container.querySelector('a.leaflet-control-zoom-out')).toHaveAttribute('title', 'Minnka aðdrátt');
    map.remove();
    container.remove();
  });

  it('leaves page scrolling to the wheel, takes the keyboard, and frames the places', () => {
    const container = mapContainer();
    const map = createPlacesMap(container, options);
    expect(map.scrollWheelZoom.enabled()).toBe(false);
    expect(map.keyboard.enabled()).toBe(true);
    expect(container).toHaveAttribute('tabindex', '0');
    const center = map.getCenter();
    expect(center.lat).toBeCloseTo((63.985 + 64.1307) / 2, 1);
    expect(center.lng).toBeCloseTo((-22.605 + -21.8746) / 2, 1);
    map.remove();
    container.remove();
  });

  it("centres one place at the block's zoom, and no place on the block's centre", () => {
    const container = mapContainer();
    const one = createPlacesMap(container, { ...options, places: offices.markers.slice(0, 1) });
    expect(one.getZoom()).toBe(9);
    expect(one.getCenter()).toMatchObject({ lat: 63.985, lng: -22.605 });
    one.remove();
    const none = createPlacesMap(container, { ...options, zoom: 6, places: [] });
    expect(none.getZoom()).toBe(6);
    expect(none.getCenter()).toMatchObject({ lat: 64.06, lng: -22.25 });
    none.remove();
    container.remove();
  });

  it('shows a label as text when its marker takes focus', () => {
    const container = mapContainer();
    const map = createPlacesMap(container, {
      ...options,
      places: [{ lat: 64, lng: -22, label: '<img src=x onerror=alert(1)> Vík' }],
    });
    const marker = container.querySelector('.leaflet-marker-icon') as HTMLElement;
    act(() => marker.focus());
    const tooltip = container.querySelector('.leaflet-tooltip');
    expect(tooltip).toHaveTextContent('<img src=x onerror=alert(1)> Vík');
    expect(tooltip?.querySelector('img')).toBeNull();
    map.remove();
    container.remove();
  });

  it('takes everything off its container when removed', () => {
    const container = mapContainer();
    const map = createPlacesMap(container, options);
    map.remove();
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
    expect(container.querySelector('.leaflet-tile')).toBeNull();
    // A removed map's container can hold a new map (Leaflet refuses a container still in use).
    createPlacesMap(container, options).remove();
    container.remove();
  });
});
