import { type Palette, paletteFor } from './palette';
import { between, pick, type Random, randomFor } from './random';
import { rasterise } from './rasterise';
import { fish, mist, rosette, seedling, sprig } from './shapes';

/**
 * Farm scenes for the gallery, the blog covers and the home page: whole pictures drawn in SVG with light,
 * depth and texture (gradients, perspective, shadows), each in its own aspect ratio so the gallery's
 * masonry grid has varied heights. Like the product art, a scene is a pure function of its key.
 */
export const farmSceneKinds = [
  'vertical-farm',
  'desert-greenhouse',
  'nft-rows',
  'aquaponics-tank',
  'rooftop-farm',
  'container-farm',
  'harvest-crate',
  'microgreen-trays',
  'classroom-farm',
  'strawberry-towers',
] as const;
export type FarmSceneKind = (typeof farmSceneKinds)[number];

export interface FarmScene {
  scene: FarmSceneKind;
  width: number;
  height: number;
}

type Draw = (random: Random, p: Palette, w: number, h: number) => string;

const defs = (p: Palette) => `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5e8"/><stop offset="0.7" stop-color="#e7f1ea"/><stop offset="1" stop-color="#f6e7c8"/></linearGradient>
<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7b267"/><stop offset="0.55" stop-color="#f4d8a6"/><stop offset="1" stop-color="#e9c78f"/></linearGradient>
<linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8c48a"/><stop offset="1" stop-color="#c99a5b"/></linearGradient>
<linearGradient id="room" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2a33"/><stop offset="1" stop-color="#33434e"/></linearGradient>
<linearGradient id="led" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8fe0" stop-opacity="0.75"/><stop offset="1" stop-color="#b26bff" stop-opacity="0"/></linearGradient>
<linearGradient id="water2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6cc4e0"/><stop offset="1" stop-color="#1d6f96"/></linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#cfd8dc"/><stop offset="0.5" stop-color="#f5f7f8"/><stop offset="1" stop-color="#b0bec5"/></linearGradient>
<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b07a46"/><stop offset="1" stop-color="#7d5230"/></linearGradient>
<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.75"/></linearGradient>
<radialGradient id="sunglow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6c8"/><stop offset="0.4" stop-color="#ffd866" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd866" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
</defs>`;

const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.18) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="${opacity}"/>`;

/** A row of plants shrinking toward the horizon: `count` heads from (x0,y) to (x1,y) at `size`. */
function plantRow(
  random: Random,
  p: Palette,
  x0: number,
  x1: number,
  y: number,
  count: number,
  size: number,
) {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / count + between(random, -size * 0.1, size * 0.1);
    parts.push(rosette(random, p, x, y, size * between(random, 0.85, 1.1)));
  }
  return parts.join('');
}

/** Racks under pink LED bars, rows of lettuce running into the room. */
const verticalFarm: Draw = (random, p, w, h) => {
  const parts = [`<rect width="${w}" height="${h}" fill="url(#room)"/>`];
  const floor = h * 0.86;
  parts.push(`<rect y="${floor}" width="${w}" height="${h - floor}" fill="#4b5a63"/>`);
  const racks = 3;
  for (let r = 0; r < racks; r++) {
    const rackW = w / racks - w * 0.05;
    const x = w * 0.025 + r * (w / racks);
    parts.push(
      `<rect x="${x}" y="${h * 0.08}" width="${rackW}" height="${floor - h * 0.08}" fill="#263238"/>`,
    );
    const shelves = 4;
    for (let s = 0; s < shelves; s++) {
      const top = h * 0.1 + s * ((floor - h * 0.12) / shelves);
      const shelfH = (floor - h * 0.12) / shelves;
      parts.push(
        `<rect x="${x + 6}" y="${top}" width="${rackW - 12}" height="${shelfH * 0.75}" fill="url(#led)"/>`,
        `<rect x="${x + 8}" y="${top}" width="${rackW - 16}" height="5" rx="2" fill="#ffd6f5"/>`,
        `<rect x="${x + 4}" y="${top + shelfH * 0.78}" width="${rackW - 8}" height="${shelfH * 0.1}" fill="#eceff1"/>`,
        plantRow(random, p, x + 10, x + rackW - 10, top + shelfH * 0.8, 6, shelfH * 0.36),
      );
    }
  }
  parts.push(`<rect width="${w}" height="${h}" fill="url(#vignette)"/>`);
  return parts.join('');
};

/** Arched greenhouses between dunes under a low sun. */
const desertGreenhouse: Draw = (random, p, w, h) => {
  const horizon = h * 0.58;
  const parts = [
    `<rect width="${w}" height="${h}" fill="url(#dusk)"/>`,
    `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.22}" fill="url(#sunglow)"/>`,
    `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.06}" fill="#fff3c4"/>`,
    `<path d="M0 ${horizon} Q${w * 0.25} ${horizon - h * 0.08} ${w * 0.5} ${horizon} T${w} ${horizon - h * 0.03} V${h} H0 Z" fill="#d9b27a"/>`,
    `<path d="M0 ${horizon + h * 0.08} Q${w * 0.35} ${horizon - h * 0.02} ${w * 0.7} ${horizon + h * 0.1} T${w} ${horizon + h * 0.05} V${h} H0 Z" fill="url(#sand)"/>`,
  ];
  const houses = 3;
  for (let i = 0; i < houses; i++) {
    const gw = w * 0.26;
    const gx = w * 0.08 + i * w * 0.3;
    const base = horizon + h * 0.22 + i * h * 0.02;
    const gh = h * 0.2;
    parts.push(
      shadow(gx + gw / 2, base + 6, gw * 0.55, 10, 0.2),
      `<path d="M${gx} ${base} V${base - gh * 0.55} Q${gx + gw / 2} ${base - gh * 1.35} ${gx + gw} ${base - gh * 0.55} V${base} Z" fill="#eaf6f2" opacity="0.75" stroke="#ffffff" stroke-width="3"/>`,
    );
    for (let rib = 1; rib < 5; rib++)
      parts.push(
        `<line x1="${gx + (gw * rib) / 5}" y1="${base}" x2="${gx + (gw * rib) / 5}" y2="${base - gh * (0.55 + 0.4 * Math.sin((Math.PI * rib) / 5))}" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`,
      );
    parts.push(plantRow(random, p, gx + 8, gx + gw - 8, base - 4, 7, gh * 0.18));
  }
  for (let i = 0; i < 6; i++) {
    const x = between(random, 0, w);
    parts.push(
      `<path d="M${x} ${h} q${between(random, 10, 30)} -${h * 0.05} ${between(random, 40, 80)} 0" fill="#b98c52" opacity="0.5"/>`,
    );
  }
  return parts.join('');
};

/** White NFT channels with lettuce heads, converging toward the back of a greenhouse. */
const nftRows: Draw = (random, p, w, h) => {
  const parts = [
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<rect y="${h * 0.42}" width="${w}" height="${h * 0.58}" fill="#dfe8dc"/>`,
  ];
  const vanishX = w * 0.5;
  const vanishY = h * 0.38;
  const channels = 7;
  for (let c = 0; c < channels; c++) {
    const bottomX = (w * (c + 0.5)) / channels;
    parts.push(
      `<line x1="${vanishX + (bottomX - vanishX) * 0.15}" y1="${vanishY + (h - vanishY) * 0.15}" x2="${bottomX}" y2="${h}" stroke="#fafafa" stroke-width="${w / channels / 5}" stroke-linecap="round"/>`,
    );
    for (let k = 1; k <= 7; k++) {
      const t = 0.15 + (k / 7) * 0.85;
      const x = vanishX + (bottomX - vanishX) * t;
      const y = vanishY + (h - vanishY) * t;
      parts.push(rosette(random, p, x, y, (w / channels) * 0.32 * t));
    }
  }
  for (let i = 0; i < 5; i++)
    parts.push(
      `<line x1="${(w * i) / 4}" y1="0" x2="${vanishX}" y2="${vanishY * 0.9}" stroke="#ffffff" stroke-width="3" opacity="0.6"/>`,
    );
  return parts.join('');
};

/** A fish tank seen through its glass, with a grow bed of herbs on top. */
const aquaponicsTank: Draw = (random, p, w, h) => {
  const tankTop = h * 0.45;
  const parts = [
    `<rect width="${w}" height="${h}" fill="#eef3ef"/>`,
    `<rect y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="#cfd8cf"/>`,
    shadow(w / 2, h * 0.9, w * 0.42, 14),
    `<rect x="${w * 0.08}" y="${tankTop}" width="${w * 0.84}" height="${h * 0.44}" rx="12" fill="url(#water2)"/>`,
    `<rect x="${w * 0.08}" y="${tankTop}" width="${w * 0.84}" height="${h * 0.44}" rx="12" fill="none" stroke="#90a4ae" stroke-width="8"/>`,
    `<rect x="${w * 0.1}" y="${tankTop + 12}" width="${w * 0.12}" height="${h * 0.38}" fill="#ffffff" opacity="0.18"/>`,
  ];
  const fishColours = ['#90a4ae', '#b0bec5', '#a1887f', '#ffb74d'];
  for (let i = 0; i < 9; i++)
    parts.push(
      fish(
        between(random, w * 0.18, w * 0.82),
        between(random, tankTop + h * 0.08, tankTop + h * 0.38),
        between(random, w * 0.025, w * 0.045),
        pick(random, fishColours),
      ),
    );
  parts.push(mist(random, w * 0.1, tankTop + 10, w * 0.8, h * 0.4, 30));
  parts.push(
    `<rect x="${w * 0.06}" y="${tankTop - h * 0.1}" width="${w * 0.88}" height="${h * 0.1}" rx="6" fill="url(#wood)"/>`,
    `<rect x="${w * 0.08}" y="${tankTop - h * 0.1}" width="${w * 0.84}" height="${h * 0.03}" fill="#8d6e63"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const x = w * 0.1 + (w * 0.8 * (i + 0.5)) / 9;
    parts.push(
      i % 3 === 1
        ? sprig(random, p, x, tankTop - h * 0.09, h * 0.22, random() > 0.5)
        : rosette(random, p, x, tankTop - h * 0.08, h * 0.08),
    );
  }
  parts.push(
    `<path d="M${w * 0.9} ${tankTop - h * 0.05} q${w * 0.06} 0 ${w * 0.06} ${h * 0.1} v${h * 0.3}" stroke="#607d8b" stroke-width="10" fill="none"/>`,
  );
  return parts.join('');
};

/** Raised beds on a roof with a city of towers behind. */
const rooftopFarm: Draw = (random, p, w, h) => {
  const roof = h * 0.62;
  const parts = [
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${w * 0.15}" cy="${h * 0.18}" r="${h * 0.12}" fill="url(#sunglow)"/>`,
  ];
  let x = 0;
  while (x < w) {
    const bw = between(random, w * 0.05, w * 0.11);
    const bh = between(random, h * 0.12, h * 0.4);
    parts.push(
      `<rect x="${x}" y="${roof - bh}" width="${bw - 4}" height="${bh}" fill="#9fb3c2" opacity="0.9"/>`,
    );
    for (let wy = roof - bh + 10; wy < roof - 10; wy += 16)
      parts.push(`<rect x="${x + 5}" y="${wy}" width="${bw - 14}" height="6" fill="#d6e4ee" opacity="0.7"/>`);
    x += bw;
  }
  // One needle tower on the skyline.
  parts.push(
    `<path d="M${w * 0.7} ${roof} L${w * 0.715} ${h * 0.06} L${w * 0.73} ${roof} Z" fill="#8aa1b2"/>`,
    `<rect y="${roof}" width="${w}" height="${h - roof}" fill="#cdbfae"/>`,
    `<rect y="${roof}" width="${w}" height="10" fill="#a89a88"/>`,
  );
  for (let b = 0; b < 3; b++) {
    const y = roof + h * 0.08 + b * h * 0.1;
    const inset = (2 - b) * w * 0.04;
    parts.push(
      shadow(w / 2, y + h * 0.06, w * 0.42 - inset, 8, 0.15),
      `<rect x="${w * 0.06 + inset}" y="${y}" width="${w * 0.88 - inset * 2}" height="${h * 0.055}" rx="4" fill="url(#wood)"/>`,
      plantRow(random, p, w * 0.08 + inset, w * 0.92 - inset, y + 4, 10 + b * 2, h * (0.035 + b * 0.012)),
    );
  }
  return parts.join('');
};

/** A shipping container with open doors and racks inside, on sand. */
const containerFarm: Draw = (random, p, w, h) => {
  const ground = h * 0.78;
  const parts = [
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="url(#sand)"/>`,
    shadow(w * 0.5, ground + 8, w * 0.4, 14, 0.25),
  ];
  const cx = w * 0.12;
  const cw = w * 0.62;
  const ch = h * 0.42;
  const top = ground - ch;
  parts.push(`<rect x="${cx}" y="${top}" width="${cw}" height="${ch}" fill="url(#accent)"/>`);
  for (let i = 0; i < 22; i++)
    parts.push(
      `<rect x="${cx + (cw * i) / 22}" y="${top}" width="${cw / 44}" height="${ch}" fill="#000" opacity="0.08"/>`,
    );
  const door = cx + cw;
  const dw = w * 0.18;
  parts.push(
    `<rect x="${door}" y="${top}" width="${dw}" height="${ch}" fill="#263238"/>`,
    `<rect x="${door}" y="${top}" width="${dw}" height="${ch}" fill="url(#led)"/>`,
  );
  for (let s = 0; s < 4; s++) {
    const y = top + ch * (0.2 + s * 0.2);
    parts.push(
      `<rect x="${door + 6}" y="${y}" width="${dw - 12}" height="5" fill="#eceff1"/>`,
      plantRow(random, p, door + 8, door + dw - 8, y, 4, ch * 0.07),
    );
  }
  parts.push(
    `<polygon points="${door + dw},${top} ${door + dw + w * 0.07},${top + 10} ${door + dw + w * 0.07},${ground - 6} ${door + dw},${ground}" fill="${p.accent}" opacity="0.85"/>`,
    `<rect x="${cx + cw * 0.08}" y="${top - h * 0.05}" width="${cw * 0.25}" height="${h * 0.05}" fill="#37474f"/>`,
    `<rect x="${cx + cw * 0.1}" y="${top - h * 0.045}" width="${cw * 0.21}" height="${h * 0.035}" fill="#4fc3f7" opacity="0.8"/>`,
  );
  return parts.join('');
};

/** A wooden crate full of fresh lettuce and herbs on a table. */
const harvestCrate: Draw = (random, p, w, h) => {
  const table = h * 0.7;
  const parts = [
    `<rect width="${w}" height="${h}" fill="#f3efe6"/>`,
    `<rect x="${w * 0.05}" y="${h * 0.08}" width="${w * 0.35}" height="${h * 0.4}" fill="#dfe9dc"/>`,
    `<rect y="${table}" width="${w}" height="${h - table}" fill="url(#wood)"/>`,
    shadow(w / 2, table + h * 0.02, w * 0.38, h * 0.03, 0.25),
  ];
  const cx = w * 0.14;
  const cw = w * 0.72;
  const ctop = table - h * 0.22;
  for (let i = 0; i < 16; i++)
    parts.push(
      rosette(random, p, cx + (cw * ((i % 8) + 0.5)) / 8, ctop + (i < 8 ? -h * 0.02 : h * 0.03), h * 0.11),
    );
  for (let i = 0; i < 5; i++)
    parts.push(sprig(random, p, cx + cw * (0.15 + i * 0.17), ctop + 6, h * 0.2, i % 2 === 0));
  parts.push(
    `<rect x="${cx}" y="${ctop}" width="${cw}" height="${h * 0.22}" rx="6" fill="url(#wood)"/>`,
    `<rect x="${cx}" y="${ctop + h * 0.07}" width="${cw}" height="6" fill="#5d3d22" opacity="0.5"/>`,
    `<rect x="${cx}" y="${ctop + h * 0.15}" width="${cw}" height="6" fill="#5d3d22" opacity="0.5"/>`,
  );
  return parts.join('');
};

/** Trays of microgreens seen from above. */
const microgreenTrays: Draw = (random, p, w, h) => {
  const parts = [`<rect width="${w}" height="${h}" fill="#e9e4da"/>`];
  const cols = 2;
  const rows = 3;
  const pad = w * 0.06;
  const tw = (w - pad * (cols + 1)) / cols;
  const th = (h - pad * (rows + 1)) / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x = pad + c * (tw + pad);
      const y = pad + r * (th + pad);
      parts.push(
        shadow(x + tw / 2, y + th + 6, tw * 0.5, 8, 0.15),
        `<rect x="${x}" y="${y}" width="${tw}" height="${th}" rx="10" fill="#37474f"/>`,
        `<rect x="${x + 8}" y="${y + 8}" width="${tw - 16}" height="${th - 16}" rx="6" fill="#6d4c41"/>`,
      );
      for (let i = 0; i < 70; i++)
        parts.push(
          seedling(
            p,
            x + 14 + random() * (tw - 28),
            y + 30 + random() * (th - 40),
            between(random, 0.8, 1.3),
          ),
        );
    }
  return parts.join('');
};

/** Pupils around a lit hydroponic cart in a classroom. */
const classroomFarm: Draw = (random, p, w, h) => {
  const floor = h * 0.78;
  const parts = [
    `<rect width="${w}" height="${h}" fill="#fdf6e9"/>`,
    `<rect x="${w * 0.06}" y="${h * 0.1}" width="${w * 0.4}" height="${h * 0.26}" rx="6" fill="#2e4d3a"/>`,
    `<path d="M${w * 0.1} ${h * 0.3} q${w * 0.05} -${h * 0.1} ${w * 0.1} 0 t${w * 0.1} 0" stroke="#f5f5f5" stroke-width="3" fill="none"/>`,
    `<circle cx="${w * 0.38}" cy="${h * 0.18}" r="${h * 0.04}" fill="none" stroke="#f5f5f5" stroke-width="3"/>`,
    `<rect x="${w * 0.58}" y="${h * 0.08}" width="${w * 0.3}" height="${h * 0.3}" fill="#bfe3f2" stroke="#ffffff" stroke-width="8"/>`,
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="#d7c3a5"/>`,
    shadow(w / 2, floor + 4, w * 0.3, 10),
  ];
  const cx = w * 0.25;
  const cw = w * 0.5;
  for (let s = 0; s < 2; s++) {
    const y = h * 0.45 + s * h * 0.14;
    parts.push(
      `<rect x="${cx}" y="${y - h * 0.1}" width="${cw}" height="${h * 0.09}" fill="url(#led)"/>`,
      `<rect x="${cx}" y="${y - h * 0.1}" width="${cw}" height="4" fill="#ffd6f5"/>`,
      `<rect x="${cx}" y="${y}" width="${cw}" height="10" rx="4" fill="#fafafa"/>`,
      plantRow(random, p, cx + 6, cx + cw - 6, y + 2, 7, h * 0.045),
    );
  }
  parts.push(`<rect x="${cx}" y="${h * 0.35}" width="8" height="${floor - h * 0.35}" fill="#90a4ae"/>`);
  parts.push(
    `<rect x="${cx + cw - 8}" y="${h * 0.35}" width="8" height="${floor - h * 0.35}" fill="#90a4ae"/>`,
  );
  const shirts = ['#ef5350', '#42a5f5', '#ffca28', '#ab47bc', '#26a69a'];
  const skins = ['#8d5524', '#c68642', '#e0ac69', '#f1c27d'];
  [w * 0.12, w * 0.84, w * 0.2].forEach((x, i) => {
    const top = floor - h * (0.32 - i * 0.02);
    parts.push(
      `<rect x="${x - w * 0.04}" y="${top + h * 0.09}" width="${w * 0.08}" height="${floor - top - h * 0.09}" rx="${w * 0.03}" fill="${pick(random, shirts)}"/>`,
      `<circle cx="${x}" cy="${top + h * 0.05}" r="${h * 0.05}" fill="${pick(random, skins)}"/>`,
      `<path d="M${x - h * 0.05} ${top + h * 0.04} a${h * 0.05} ${h * 0.05} 0 0 1 ${h * 0.1} 0" fill="#3e2723"/>`,
    );
  });
  return parts.join('');
};

/** White towers of strawberries in a bright greenhouse. */
const strawberryTowers: Draw = (random, p, w, h) => {
  const floor = h * 0.88;
  const parts = [
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="#c5d3bf"/>`,
  ];
  for (let i = 0; i < 6; i++)
    parts.push(
      `<line x1="${(w * i) / 5}" y1="0" x2="${(w * i) / 5}" y2="${floor}" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`,
    );
  const towers = 3;
  for (let t = 0; t < towers; t++) {
    const x = w * (0.2 + t * 0.3);
    const tw = w * 0.11;
    const top = h * 0.12 + (t % 2) * h * 0.05;
    parts.push(
      shadow(x, floor, tw, 10),
      `<rect x="${x - tw / 2}" y="${top}" width="${tw}" height="${floor - top}" rx="${tw / 3}" fill="url(#steel)"/>`,
    );
    for (let k = 0; k < 6; k++) {
      const y = top + h * 0.06 + k * ((floor - top - h * 0.1) / 6);
      const side = k % 2 === 0 ? -1 : 1;
      parts.push(
        `<ellipse cx="${x + side * tw * 0.45}" cy="${y}" rx="${tw * 0.22}" ry="${tw * 0.14}" fill="#eceff1" stroke="#b0bec5"/>`,
        rosette(random, p, x + side * tw * 0.5, y, tw * 0.38),
      );
      for (let b = 0; b < 3; b++)
        parts.push(
          `<path d="M${x + side * tw * (0.55 + b * 0.12)} ${y + tw * 0.15} q-6 14 0 ${tw * 0.22} q6 -8 0 -${tw * 0.22}" fill="#e53935"/><circle cx="${x + side * tw * (0.55 + b * 0.12)}" cy="${y + tw * 0.15}" r="3" fill="#2e7d32"/>`,
        );
    }
  }
  return parts.join('');
};

const draw: Record<FarmSceneKind, Draw> = {
  'vertical-farm': verticalFarm,
  'desert-greenhouse': desertGreenhouse,
  'nft-rows': nftRows,
  'aquaponics-tank': aquaponicsTank,
  'rooftop-farm': rooftopFarm,
  'container-farm': containerFarm,
  'harvest-crate': harvestCrate,
  'microgreen-trays': microgreenTrays,
  'classroom-farm': classroomFarm,
  'strawberry-towers': strawberryTowers,
};

/** The scene as SVG; `key` picks the plants' colours and the small variations. */
export function drawFarmScene({ scene, width, height }: FarmScene, key: string): string {
  const random = randomFor(`${scene}:${key}`);
  const palette = paletteFor(random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(palette)}${draw[scene](random, palette, width, height)}</svg>`;
}

/** The scene as a WebP photo-sized picture. */
export async function renderFarmScene(scene: FarmScene, key: string): Promise<Buffer> {
  return rasterise(drawFarmScene(scene, key), 76);
}
