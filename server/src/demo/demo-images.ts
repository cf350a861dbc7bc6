// Small generated landscape pictures for demo services: sky, sun, hills or sea, in the palette of
// the experience. Rendered from SVG with sharp, so nothing is downloaded or shipped.
import sharp from 'sharp';

export interface Palette {
  sky: [string, string];
  land: string;
  accent: string;
  sea?: string;
}

export const PALETTES: Record<string, Palette> = {
  drink: { sky: ['#f6d8a8', '#e9a46a'], land: '#6b7d3a', accent: '#7a1f3d' },
  food: { sky: ['#fbe7c6', '#f2b880'], land: '#8a6d3b', accent: '#c8643b' },
  culture: { sky: ['#dfe8f2', '#a9bfd6'], land: '#c9b79c', accent: '#8c5a3c' },
  nature: { sky: ['#cfe9f5', '#8cc7e0'], land: '#3f7d4e', accent: '#2e6b8a', sea: '#4aa3c7' },
  adventure: { sky: ['#d6eef8', '#7fb8d8'], land: '#51703f', accent: '#e07a2f', sea: '#2f86b3' },
  'boat-trips': { sky: ['#fde2c4', '#f0a27a'], land: '#6f7f5a', accent: '#ffffff', sea: '#1f6f9a' },
};

export function demoImage(palette: Palette, variant: number, width = 1200, height = 800): Promise<Buffer> {
  const sunX = 200 + ((variant * 337) % 800);
  const sunY = 150 + ((variant * 97) % 150);
  const hill = (offset: number, lift: number) =>
    `M0 ${height} L0 ${520 - lift} Q ${300 + offset} ${380 - lift} ${600 + offset / 2} ${500 - lift} T ${width} ${470 - lift} L${width} ${height} Z`;
  const sea = palette.sea
    ? `<rect x="0" y="560" width="${width}" height="${height - 560}" fill="${palette.sea}"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M${80 + i * 260} ${620 + i * 35} q 40 -14 80 0 t 80 0" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5" fill="none"/>`,
        )
        .join('')
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="70" fill="#fff6d8" fill-opacity="0.9"/>
    <path d="${hill(variant * 40, 40)}" fill="${palette.land}" fill-opacity="0.55"/>
    ${sea}
    <path d="${hill(-variant * 30, palette.sea ? -200 : 0)}" fill="${palette.land}"/>
    <circle cx="${900 - variant * 60}" cy="600" r="26" fill="${palette.accent}"/>
    <rect x="${880 - variant * 60}" y="620" width="40" height="90" rx="8" fill="${palette.accent}" fill-opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
