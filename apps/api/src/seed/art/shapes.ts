import type { Palette } from './palette';
import { between, type Random } from './random';

export const WIDTH = 800;
export const HEIGHT = 600;

/** The whole picture: a soft gradient backdrop, a floor line and the drawing on top. */
export function canvas(palette: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fd3f0"/><stop offset="1" stop-color="#2a8fc0"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="#ff7ad9" stop-opacity="0.55"/><stop offset="1" stop-color="#7a5cff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<rect y="${HEIGHT - 70}" width="${WIDTH}" height="70" fill="#000" opacity="0.06"/>
${body}
</svg>`;
}

/** A lettuce-like rosette of overlapping leaves. */
export function rosette(random: Random, palette: Palette, x: number, y: number, size: number): string {
  const leaves: string[] = [];
  const count = 6 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const angle = -160 + (140 / (count - 1)) * i + between(random, -8, 8);
    const length = size * between(random, 0.8, 1.15);
    const fill = i % 2 === 0 ? palette.leaf : palette.leafDark;
    leaves.push(
      `<ellipse cx="${x}" cy="${y - length / 2}" rx="${size * 0.32}" ry="${length / 2}" fill="${fill}" transform="rotate(${angle + 90} ${x} ${y})"/>`,
    );
  }
  leaves.push(`<circle cx="${x}" cy="${y - size * 0.25}" r="${size * 0.28}" fill="${palette.leaf}"/>`);
  return `<g>${leaves.join('')}</g>`;
}

/** A herb stem with paired leaves, optionally carrying a fruit or flower. */
export function sprig(
  random: Random,
  palette: Palette,
  x: number,
  y: number,
  height: number,
  fruit = false,
): string {
  const parts = [
    `<path d="M${x} ${y} q${between(random, -12, 12)} ${-height / 2} 0 ${-height}" stroke="${palette.leafDark}" stroke-width="4" fill="none"/>`,
  ];
  for (let step = 1; step <= 3; step++) {
    const ly = y - (height * step) / 4;
    parts.push(
      `<ellipse cx="${x - 14}" cy="${ly}" rx="16" ry="8" fill="${palette.leaf}" transform="rotate(-30 ${x - 14} ${ly})"/>`,
    );
    parts.push(
      `<ellipse cx="${x + 14}" cy="${ly - 6}" rx="16" ry="8" fill="${palette.leafDark}" transform="rotate(30 ${x + 14} ${ly - 6})"/>`,
    );
  }
  if (fruit) parts.push(`<circle cx="${x + 6}" cy="${y - height * 0.55}" r="11" fill="${palette.fruit}"/>`);
  return `<g>${parts.join('')}</g>`;
}

/** A small sprouting seedling (microgreens, seed packets). */
export function seedling(palette: Palette, x: number, y: number, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 0 v-22" stroke="${palette.leafDark}" stroke-width="3"/><ellipse cx="-8" cy="-24" rx="9" ry="5" fill="${palette.leaf}"/><ellipse cx="8" cy="-26" rx="9" ry="5" fill="${palette.leafDark}"/></g>`;
}

/** A fish in side view, facing right. */
export function fish(x: number, y: number, size: number, colour: string): string {
  return `<g transform="translate(${x} ${y})"><ellipse rx="${size}" ry="${size * 0.45}" fill="${colour}"/><path d="M${-size} 0 l${-size * 0.6} ${-size * 0.4} v${size * 0.8} z" fill="${colour}"/><circle cx="${size * 0.55}" cy="${-size * 0.1}" r="${size * 0.09}" fill="#fff"/></g>`;
}

/** Fine dots of mist or water droplets. */
export function mist(
  random: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  count: number,
): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    dots.push(
      `<circle cx="${x + random() * width}" cy="${y + random() * height}" r="${between(random, 1.5, 4)}" fill="#ffffff" opacity="${between(random, 0.5, 0.95).toFixed(2)}"/>`,
    );
  }
  return dots.join('');
}
