import { shuttleMapBounds } from '../../config/constants';
import { shuttleOffice, shuttleTerminal } from '../../domain/shuttle';
import { createShuttleMap, shuttleBounds } from './shuttle-leaflet-map';

/** The Leaflet part of the shuttle map, against real Leaflet in jsdom. */
describe('createShuttleMap', () => {
  function mapContainer(): HTMLElement {
    const container = document.createElement('div');
    document.body.append(container);
    return container;
  }
  const options = {
    imageUrl: '/images/shuttle-map-1200x800.webp',
    places: [
      { ...shuttleTerminal, label: 'Terminal <b>bus</b> stop', className: 'terminal', labelSide: 'right' as const },
      { ...shuttleOffice, label: 'Our office', className: 'office', labelSide: 'left' as const },
    ],
    shuttleClassName: 'shuttle',
    arrowClassName: 'arrow',
    shuttleName: (id: string) => `Shuttle ${id}`,
    labels: { zoomIn: 'Zoom in', zoomOut: 'Zoom out' },
  };

  it('lays the picture over exactly the spec bounds and labels the fixed places as text', () => {
    const container = mapContainer();
    const map = createShuttleMap(container, options);
    expect(shuttleBounds.getNorth()).toBe(shuttleMapBounds.north);
    expect(shuttleBounds.getSouth()).toBe(shuttleMapBounds.south);
    expect(shuttleBounds.getWest()).toBe(shuttleMapBounds.west);
    expect(shuttleBounds.getEast()).toBe(shuttleMapBounds.east);
    const overlay = container.querySelector('img.leaflet-image-layer');
    expect(overlay).toHaveAttribute('src', '/images/shuttle-map-1200x800.webp');
    const tooltips = [...container.querySelectorAll('.leaflet-tooltip')];
    expect(tooltips.map((tooltip) => tooltip.textContent)).toEqual(['Terminal <b>bus</b> stop', 'Our office']);
    expect(container.querySelector('.leaflet-tooltip b')).toBeNull();
    expect(tooltips.map((tooltip) => tooltip.classList.contains('leaflet-tooltip-left'))).toEqual([false, true]);
    expect(container.querySelector('a.leaflet-control-zoom-in')).toHaveAttribute('title', 'Zoom in');
    // No tiles are asked for: there is no tile layer.
    expect(container.querySelector('.leaflet-tile')).toBeNull();
    map.remove();
    container.remove();
  });

  it('places a marker per shuttle, turns its arrow to the heading, moves it and drops shuttles that left', () => {
    const container = mapContainer();
    const map = createShuttleMap(container, options);
    map.update([
      { id: '1', lat: 63.999, lon: -22.61, heading: 64, date: null },
      { id: '2', lat: 64.004, lon: -22.586, heading: 244, date: null },
    ]);
    const markers = () => [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon.shuttle')];
    expect(markers().map((marker) => marker.getAttribute('title'))).toEqual(['Shuttle 1', 'Shuttle 2']);
    expect(markers().map((marker) => marker.querySelector<HTMLElement>('.arrow')?.style.transform)).toEqual([
      'rotate(64deg)',
      'rotate(244deg)',
    ]);
    const first = markers()[0];
    map.update([{ id: '1', lat: 64.001, lon: -22.6, heading: 70, date: null }]);
    expect(markers()).toHaveLength(1);
    // The same element, moved and turned (its CSS transition shows the turn).
    expect(markers()[0]).toBe(first);
    expect(first?.querySelector<HTMLElement>('.arrow')?.style.transform).toBe('rotate(70deg)');
    expect(first).toHaveAttribute('data-heading', '70');
    map.remove();
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
    container.remove();
  });
});
