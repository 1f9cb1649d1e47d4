/**
 * Drawings the project owns, as SVG: vehicles seen from the side and Icelandic landscapes. The
 * dataset generator renders them to WebP (images.ts), so no picture is ever downloaded.
 */

export type VehicleShape = 'small' | 'sedan' | 'suv' | 'van' | 'camper' | 'pickup';

const bodies: Record<VehicleShape, string> = {
  small: 'M150 300 L170 240 Q190 190 260 185 L470 180 Q530 180 570 230 L620 245 Q660 255 660 300 L660 330 L150 330 Z',
  sedan:
    'M110 300 L140 250 Q170 200 250 190 L330 150 Q380 130 470 135 Q540 140 590 195 L660 215 Q700 225 700 290 L700 330 L110 330 Z',
  suv: 'M110 310 L115 220 Q120 170 190 165 L560 160 Q610 160 640 210 L690 230 Q705 240 705 290 L705 335 L110 335 Z',
  van: 'M100 320 L100 150 Q100 120 140 120 L560 120 Q600 120 630 170 L690 230 Q705 245 705 290 L705 335 L100 335 Z',
  camper: 'M90 320 L90 110 Q90 85 120 85 L520 85 Q555 85 560 120 L565 160 L620 175 Q690 200 705 260 L705 335 L90 335 Z',
  pickup:
    'M100 300 L100 240 L400 240 L410 175 Q420 150 470 150 L560 150 Q600 150 630 200 L690 225 Q705 235 705 285 L705 335 L100 335 Z',
};

const windows: Record<VehicleShape, string> = {
  small: 'M215 240 Q230 200 270 198 L380 196 L380 240 Z M395 196 L470 194 Q510 195 540 240 L395 240 Z',
  sedan: 'M230 230 Q250 200 300 195 L340 165 Q380 150 440 152 L440 230 Z M455 152 Q520 155 560 215 L455 222 Z',
  suv: 'M170 230 L175 185 L360 180 L360 230 Z M375 180 L540 178 Q580 180 610 225 L375 230 Z',
  van: 'M440 140 L560 140 Q590 142 615 190 L640 225 L440 225 Z',
  camper: 'M450 130 L540 130 L550 170 Q600 180 640 215 L450 215 Z M140 130 L260 130 L260 190 L140 190 Z',
  pickup: 'M425 172 Q432 165 470 165 L560 165 Q590 168 612 215 L420 220 Z',
};

function wheels(shape: VehicleShape): string {
  const positions = shape === 'small' ? [250, 560] : shape === 'camper' ? [210, 590] : [220, 590];
  return positions
    .map(
      (x) =>
        `<circle cx="${x}" cy="335" r="52" fill="#1d1f22"/><circle cx="${x}" cy="335" r="24" fill="#b8bec6"/><circle cx="${x}" cy="335" r="7" fill="#1d1f22"/>`,
    )
    .join('');
}

/** A vehicle in profile on a light ground, 800x533 (3:2). */
export function vehicleArt(shape: VehicleShape, colour: string, background = '#eef2f5'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533" viewBox="0 0 800 533">
<rect width="800" height="533" fill="${background}"/>
<ellipse cx="405" cy="392" rx="330" ry="22" fill="#000" opacity="0.12"/>
<path d="${bodies[shape]}" fill="${colour}"/>
<path d="${windows[shape]}" fill="#cfe3f1" opacity="0.92"/>
<rect x="650" y="255" width="40" height="18" rx="6" fill="#fff3b0"/>
${wheels(shape)}
</svg>`;
}

export interface LandscapePalette {
  sky: [string, string];
  mountains: [string, string, string];
  ground: string;
  aurora?: string;
}

export const palettes = {
  summer: { sky: ['#8cc8ef', '#dff1fb'], mountains: ['#5b6f7d', '#7d909c', '#9fb0ba'], ground: '#5f8f4e' },
  winter: {
    sky: ['#0f1e3d', '#2b4a7a'],
    mountains: ['#dfe8f1', '#c3d1de', '#a7b8c9'],
    ground: '#eef3f8',
    aurora: '#59f0b0',
  },
  dusk: { sky: ['#f59e6b', '#fcd9a8'], mountains: ['#4a3f55', '#6b5b73', '#8d7a8c'], ground: '#3d4a3a' },
  highlands: { sky: ['#a9c7d8', '#e7eef2'], mountains: ['#6f5d4e', '#8a7563', '#a8927c'], ground: '#4f5e3c' },
} satisfies Record<string, LandscapePalette>;

/** A landscape of layered mountains, with northern lights on a winter sky; `variant` shifts the ridges. */
export function landscapeArt(palette: LandscapePalette, variant = 0, width = 1200, height = 800): string {
  const ridge = (base: number, amplitude: number, seed: number) => {
    const points: string[] = [];
    for (let x = 0; x <= width; x += width / 40) {
      const t = (x / width) * Math.PI;
      const shape = 0.6 * Math.sin(t * 2.3 + seed + variant * 0.9) + 0.4 * Math.sin(t * 5.1 + seed * 2 + variant);
      const y = base - amplitude * (0.5 + 0.5 * shape);
      points.push(`${Math.round(x)},${Math.round(y)}`);
    }
    return `M0,${height} L${points.join(' L')} L${width},${height} Z`;
  };
  const aurora = palette.aurora
    ? `<filter id="glow" x="-20%" y="-100%" width="140%" height="300%"><feGaussianBlur stdDeviation="18"/></filter><path filter="url(#glow)" d="M0,${height * 0.25} C${width * 0.3},${height * 0.05} ${width * 0.6},${height * 0.4} ${width},${height * 0.15}" stroke="${palette.aurora}" stroke-width="60" fill="none" opacity="0.55"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${aurora}
<path d="${ridge(height * 0.55, height * 0.22, 0.4)}" fill="${palette.mountains[2]}"/>
<path d="${ridge(height * 0.66, height * 0.18, 1.3)}" fill="${palette.mountains[1]}"/>
<path d="${ridge(height * 0.76, height * 0.12, 2.1)}" fill="${palette.mountains[0]}"/>
<rect y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="${palette.ground}"/>
</svg>`;
}

/** A simple round badge with initials, 240x240, for certificates and logos. */
export function badgeArt(text: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<circle cx="120" cy="120" r="112" fill="${colour}"/><circle cx="120" cy="120" r="92" fill="none" stroke="#fff" stroke-width="6"/>
<text x="120" y="138" font-family="DejaVu Sans, sans-serif" font-size="54" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>
</svg>`;
}
