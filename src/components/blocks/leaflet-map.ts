/**
 * The interactive map of a map block (MapBlock.tsx), in a module of its own: Leaflet reads `window`
 * when it is imported, and a content page should not carry it, so the block imports this module only
 * when its map box comes near the viewport.
 */
import * as L from 'leaflet';
// Gatsby gathers every stylesheet a module imports, lazily or not, into the one `styles` chunk that
// it inlines in the head of every page. Leaflet's stylesheet goes through style-loader instead (`!!`
// skips Gatsby's CSS rule), so it stays in this lazy chunk and is added as a <style> when a map loads
// (without a source map, which would double its size in the chunk).
import '!!style-loader!css-loader?{"sourceMap":false}!leaflet/dist/leaflet.css';

/** OpenStreetMap's standard tiles and the attribution their usage policy requires. */
export const osmTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const osmAttribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The closest a map zooms when it frames several places, so places close together keep their surroundings. */
export const closestFramingZoom = 16;
const framingPadding: L.PointTuple = [32, 32];
const markerSize = 22;

export interface MapPlace {
  lat: number;
  lng: number;
  label: string;
}

export interface PlacesMapOptions {
  /** Where the map looks when there are no places. */
  center: { lat: number; lng: number };
  /** The zoom of a map with one place, or none. */
  zoom: number;
  places: readonly MapPlace[];
  /** The class that draws a place's marker (a CSS module class of the block). */
  markerClassName: string;
  /** The zoom buttons' names, in the page's language. */
  labels: { zoomIn: string; zoomOut: string };
}

/** The part of the map its owner needs: removing it (on unmount). */
export interface PlacesMap {
  remove(): void;
}

/**
 * Makes `container` a Leaflet map of OpenStreetMap tiles with a marker per place, framed on the places.
 * The wheel does not zoom (the page scrolls past the map); the keyboard pans and zooms. Markers are
 * drawn by CSS (no image assets), take focus and show their label on hover, click and focus. A tile
 * that fails to load stays blank: Leaflet reports it as a `tileerror` event and throws nothing.
 * The caller removes the map with `remove()`.
 */
export function createPlacesMap(container: HTMLElement, options: PlacesMapOptions): L.Map {
  const map = L.map(container, { scrollWheelZoom: false, keyboard: true, zoomControl: false });
  L.control.zoom({ zoomInTitle: options.labels.zoomIn, zoomOutTitle: options.labels.zoomOut }).addTo(map);
  L.tileLayer(osmTileUrl, { attribution: osmAttribution, maxZoom: 19 }).addTo(map);

  const icon = L.divIcon({ className: options.markerClassName, iconSize: [markerSize, markerSize] });
  for (const place of options.places) {
    L.marker([place.lat, place.lng], { icon, title: place.label, keyboard: true })
      .bindTooltip(textElement(place.label), { direction: 'top', offset: [0, -markerSize / 2] })
      .addTo(map);
  }

  const [first, ...others] = options.places;
  if (!first) map.setView([options.center.lat, options.center.lng], options.zoom);
  else if (others.length === 0) map.setView([first.lat, first.lng], options.zoom);
  else {
    const bounds = L.latLngBounds(options.places.map((place) => L.latLng(place.lat, place.lng)));
    map.fitBounds(bounds, { padding: framingPadding, maxZoom: closestFramingZoom });
  }
  return map;
}

/** A label as text: content strings are never read as HTML. */
function textElement(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}
