/**
 * The shuttle map's Leaflet part, in a module of its own that the block imports only when it comes
 * near the viewport (ShuttleMap.tsx): no other page carries Leaflet. There are no tiles: the map is
 * the content's picture of the spec's bounds (spec §9), laid over exactly those bounds, which the
 * map cannot be panned out of.
 */
import * as L from 'leaflet';
// Leaflet's stylesheet stays in this lazy chunk (see ../blocks/leaflet-map.ts for why `!!style-loader`).
import '!!style-loader!css-loader?{"sourceMap":false}!leaflet/dist/leaflet.css';
import { shuttleMapBounds } from '../../config/constants';
import type { LatLon, ShuttlePosition } from '../../domain/shuttle';
import { arrowPath, arrowViewBox } from './shuttle-arrow';

export interface ShuttleMapOptions {
  /** The picture of the bounds (north up), as the build rendered it. */
  imageUrl: string;
  /** Fixed places: the terminal and the office. */
  places: readonly (LatLon & { label: string; className: string; labelSide: 'left' | 'right' })[];
  /** Classes of a shuttle marker and of its arrow (the part that turns with the heading). */
  shuttleClassName: string;
  arrowClassName: string;
  /** A shuttle's name, e.g. "Shuttle 1". */
  shuttleName: (id: string) => string;
  labels: { zoomIn: string; zoomOut: string };
}

/** What the block needs of the map: placing the shuttles, and removing it on unmount. */
export interface ShuttleMap {
  update(shuttles: readonly ShuttlePosition[]): void;
  remove(): void;
}

const { north, south, west, east } = shuttleMapBounds;
export const shuttleBounds = L.latLngBounds([south, west], [north, east]);
const markerSize = 28;

/**
 * Makes `container` a map of the shuttle area: the picture over the bounds, framed on them and held
 * inside them (`maxBounds`, no zooming out past them), the fixed places, and a marker per shuttle
 * whose arrow turns with its heading (a CSS rotation). The wheel scrolls the page, the keyboard pans.
 */
export function createShuttleMap(container: HTMLElement, options: ShuttleMapOptions): ShuttleMap {
  const map = L.map(container, {
    scrollWheelZoom: false,
    keyboard: true,
    zoomControl: false,
    attributionControl: false,
    zoomSnap: 0,
    maxBounds: shuttleBounds,
    maxBoundsViscosity: 1,
  });
  L.control.zoom({ zoomInTitle: options.labels.zoomIn, zoomOutTitle: options.labels.zoomOut }).addTo(map);
  L.imageOverlay(options.imageUrl, shuttleBounds, { alt: '' }).addTo(map);
  map.fitBounds(shuttleBounds);
  map.setMinZoom(map.getZoom());

  for (const place of options.places) {
    const icon = L.divIcon({ className: place.className, iconSize: [18, 18] });
    L.marker([place.lat, place.lon], { icon, title: place.label, keyboard: false, interactive: false })
      .bindTooltip(textElement(place.label), {
        permanent: true,
        direction: place.labelSide,
        offset: [place.labelSide === 'right' ? 10 : -10, 0],
      })
      .addTo(map);
  }

  const markers = new Map<string, { marker: L.Marker; arrow: HTMLElement }>();
  return {
    update(shuttles) {
      const seen = new Set<string>();
      for (const shuttle of shuttles) {
        seen.add(shuttle.id);
        let entry = markers.get(shuttle.id);
        if (!entry) {
          const arrow = document.createElement('span');
          arrow.className = options.arrowClassName;
          arrow.append(arrowDrawing());
          const icon = L.divIcon({
            className: options.shuttleClassName,
            html: arrow,
            iconSize: [markerSize, markerSize],
          });
          const marker = L.marker([shuttle.lat, shuttle.lon], {
            icon,
            title: options.shuttleName(shuttle.id),
            keyboard: false,
            zIndexOffset: 1000,
          }).addTo(map);
          entry = { marker, arrow };
          markers.set(shuttle.id, entry);
        } else entry.marker.setLatLng([shuttle.lat, shuttle.lon]);
        entry.arrow.style.transform = `rotate(${shuttle.heading}deg)`;
        entry.marker.getElement()?.setAttribute('data-shuttle', shuttle.id);
        entry.marker.getElement()?.setAttribute('data-heading', String(shuttle.heading));
      }
      for (const [id, entry] of markers) {
        if (seen.has(id)) continue;
        entry.marker.remove();
        markers.delete(id);
      }
    },
    remove() {
      map.remove();
    },
  };
}

/** The arrow of a shuttle marker, pointing north until its wrapper is turned (the same drawing as ShuttleArrow). */
function arrowDrawing(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', arrowViewBox);
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', arrowPath);
  path.setAttribute('fill', '#fff');
  svg.append(path);
  return svg;
}

/** A label as text: content strings are never read as HTML. */
function textElement(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}
