import type { Palette } from './palette';
import { between, type Random } from './random';
import { fish, mist, rosette, seedling, sprig } from './shapes';

export const artKinds = [
  'nft',
  'tower',
  'light',
  'nutrient',
  'seeds',
  'aquaponics',
  'sensor',
  'microgreens',
  'container',
  'aeroponic',
  'dwc',
  'climate',
] as const;
export type ArtKind = (typeof artKinds)[number];

type Draw = (random: Random, palette: Palette) => string;

/** Sloped white channels with lettuce in every hole: the classic NFT system. */
const nft: Draw = (random, p) => {
  const rows = 2 + Math.floor(random() * 3);
  const parts = [
    `<rect x="110" y="160" width="14" height="380" fill="#9aa5ad"/><rect x="676" y="160" width="14" height="380" fill="#9aa5ad"/>`,
  ];
  for (let row = 0; row < rows; row++) {
    const y = 230 + row * (280 / rows);
    parts.push(
      `<rect x="90" y="${y}" width="620" height="34" rx="10" fill="#f7f7f7" stroke="#c8cfd4" stroke-width="3" transform="rotate(-2 400 ${y})"/>`,
    );
    const plants = 5 + Math.floor(random() * 3);
    for (let i = 0; i < plants; i++)
      parts.push(rosette(random, p, 130 + (i * 540) / (plants - 1), y + 6 + i * 1.5, 36 + random() * 12));
  }
  parts.push(`<rect x="300" y="520" width="200" height="40" rx="6" fill="${p.accent}"/>`);
  return parts.join('');
};

/** A tall cylinder with staggered pockets, leaves spilling from each. */
const tower: Draw = (random, p) => {
  const towers = 1 + Math.floor(random() * 2);
  const parts: string[] = [];
  for (let t = 0; t < towers; t++) {
    const cx = towers === 1 ? 400 : 280 + t * 240;
    parts.push(
      `<rect x="${cx - 45}" y="90" width="90" height="440" rx="40" fill="#fafafa" stroke="#cfd8dc" stroke-width="3"/>`,
    );
    parts.push(`<rect x="${cx - 70}" y="520" width="140" height="40" rx="10" fill="${p.accent}"/>`);
    for (let level = 0; level < 6; level++) {
      const y = 150 + level * 62;
      const side = level % 2 === 0 ? -1 : 1;
      parts.push(`<ellipse cx="${cx + side * 40}" cy="${y + 8}" rx="22" ry="10" fill="#e0e6ea"/>`);
      parts.push(
        level % 3 === 2
          ? sprig(random, p, cx + side * 48, y + 10, 60, true)
          : rosette(random, p, cx + side * 50, y + 8, 30 + random() * 10),
      );
    }
  }
  return parts.join('');
};

/** An LED bar bathing a tray of plants in pink-violet light. */
const light: Draw = (random, p) => {
  const parts = [
    `<rect x="160" y="70" width="480" height="36" rx="8" fill="#37474f"/>`,
    `<line x1="250" y1="20" x2="250" y2="70" stroke="#78909c" stroke-width="4"/><line x1="550" y1="20" x2="550" y2="70" stroke="#78909c" stroke-width="4"/>`,
    `<polygon points="170,106 630,106 740,470 60,470" fill="url(#glow)"/>`,
  ];
  for (let i = 0; i < 12; i++)
    parts.push(`<circle cx="${185 + i * 39}" cy="97" r="7" fill="${i % 3 === 0 ? '#ff6ec7' : '#ffd6f0'}"/>`);
  parts.push(`<rect x="140" y="470" width="520" height="60" rx="10" fill="${p.accent}"/>`);
  const plants = 4 + Math.floor(random() * 3);
  for (let i = 0; i < plants; i++)
    parts.push(
      sprig(random, p, 190 + (i * 420) / (plants - 1), 472, between(random, 100, 170), random() > 0.6),
    );
  return parts.join('');
};

/** A pair of nutrient bottles with coloured labels and a measuring cup. */
const nutrient: Draw = (random, p) => {
  const parts: string[] = [];
  const colours = [p.accent, p.fruit];
  [250, 470].forEach((x, i) => {
    const h = between(random, 280, 340);
    const top = 530 - h;
    parts.push(
      `<rect x="${x}" y="${top + 40}" width="150" height="${h - 40}" rx="24" fill="#fdfdfd" stroke="#cfd8dc" stroke-width="3"/>`,
    );
    parts.push(`<rect x="${x + 45}" y="${top}" width="60" height="50" rx="8" fill="${colours[i]}"/>`);
    parts.push(
      `<rect x="${x + 10}" y="${top + 120}" width="130" height="110" rx="10" fill="${colours[i]}" opacity="0.85"/>`,
    );
    parts.push(`<circle cx="${x + 75}" cy="${top + 175}" r="30" fill="#ffffff" opacity="0.9"/>`);
    parts.push(rosette(random, p, x + 75, top + 190, 22));
  });
  parts.push(`<path d="M140 470 h70 l-10 60 h-50 z" fill="#b3e5fc" stroke="#81d4fa" stroke-width="3"/>`);
  return parts.join('');
};

/** A seed packet with a window of sprouts and loose seeds in front. */
const seeds: Draw = (random, p) => {
  const parts = [
    `<path d="M250 120 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 V500 H250 Z" fill="${p.accent}"/>`,
    `<rect x="290" y="200" width="220" height="200" rx="16" fill="${p.skyTop}"/>`,
  ];
  for (let i = 0; i < 7; i++) parts.push(seedling(p, 310 + i * 30, 390 - (i % 2) * 20, 1.6));
  parts.push(rosette(random, p, 400, 330, 60));
  for (let i = 0; i < 18; i++) {
    const [x, y] = [between(random, 120, 680), between(random, 520, 565)];
    parts.push(
      `<ellipse cx="${x}" cy="${y}" rx="7" ry="4" fill="#8d6e63" transform="rotate(${between(random, 0, 180)} ${x} ${y})"/>`,
    );
  }
  return parts.join('');
};

/** A fish tank under a grow bed of plants: the aquaponics loop. */
const aquaponics: Draw = (random, p) => {
  const parts = [
    `<rect x="140" y="310" width="520" height="220" rx="14" fill="url(#water)" stroke="#546e7a" stroke-width="4"/>`,
    `<rect x="120" y="230" width="560" height="60" rx="10" fill="#8d6e63"/>`,
    `<path d="M640 300 q60 -20 40 -120 h-20" stroke="#90a4ae" stroke-width="8" fill="none"/>`,
  ];
  const fishColours = ['#ff8a65', '#ffb74d', '#b0bec5', '#f06292'];
  for (let i = 0; i < 5; i++)
    parts.push(
      fish(
        between(random, 200, 600),
        between(random, 360, 500),
        between(random, 22, 34),
        fishColours[i % fishColours.length],
      ),
    );
  for (let i = 0; i < 6; i++)
    parts.push(
      i % 2 === 0
        ? rosette(random, p, 170 + i * 92, 240, 42)
        : sprig(random, p, 170 + i * 92, 240, 120, random() > 0.5),
    );
  parts.push(mist(random, 150, 320, 500, 200, 25));
  return parts.join('');
};

/** A handheld monitor with readout bars and a probe dipped in a reservoir. */
const sensor: Draw = (random, p) => {
  const parts = [
    `<rect x="430" y="360" width="280" height="170" rx="14" fill="url(#water)" opacity="0.85"/>`,
    `<rect x="150" y="120" width="230" height="340" rx="30" fill="#263238"/>`,
    `<rect x="175" y="150" width="180" height="150" rx="10" fill="#102027"/>`,
    `<path d="M265 460 C300 560 520 300 560 420" stroke="#37474f" stroke-width="8" fill="none"/>`,
    `<rect x="548" y="400" width="24" height="90" rx="8" fill="#cfd8dc"/>`,
  ];
  for (let i = 0; i < 4; i++) {
    const h = between(random, 30, 120);
    parts.push(
      `<rect x="${190 + i * 40}" y="${285 - h}" width="26" height="${h}" rx="4" fill="${i % 2 ? p.leaf : p.accent}"/>`,
    );
  }
  parts.push(
    `<circle cx="225" cy="370" r="26" fill="${p.accent}"/><circle cx="305" cy="370" r="26" fill="#546e7a"/>`,
  );
  parts.push(rosette(random, p, 620, 350, 50));
  return parts.join('');
};

/** A tray thick with microgreens. */
const microgreens: Draw = (random, p) => {
  const parts: string[] = [];
  for (let tray = 0; tray < 2; tray++) {
    const y = 300 + tray * 150;
    parts.push(`<rect x="130" y="${y}" width="540" height="50" rx="8" fill="${p.accent}"/>`);
    for (let i = 0; i < 45; i++)
      parts.push(seedling(p, 145 + random() * 510, y + 4, between(random, 1.1, 1.8)));
  }
  parts.push(`<rect x="110" y="90" width="580" height="20" rx="6" fill="#eceff1"/>`);
  return parts.join('');
};

/** A shipping container farm with racks of plants behind open doors. */
const container: Draw = (random, p) => {
  const parts = [`<rect x="70" y="170" width="660" height="330" rx="6" fill="${p.accent}"/>`];
  for (let i = 0; i < 22; i++)
    parts.push(`<rect x="${82 + i * 29}" y="182" width="14" height="306" fill="#000" opacity="0.12"/>`);
  parts.push(
    `<rect x="420" y="200" width="280" height="280" fill="#1b1b2f"/><polygon points="420,200 460,200 460,480 420,480" fill="url(#glow)"/>`,
  );
  for (let shelf = 0; shelf < 3; shelf++) {
    const y = 280 + shelf * 80;
    parts.push(`<rect x="430" y="${y}" width="260" height="8" fill="#b0bec5"/>`);
    for (let i = 0; i < 6; i++) parts.push(rosette(random, p, 450 + i * 44, y, 22));
  }
  parts.push(`<rect x="60" y="500" width="680" height="18" fill="#455a64"/>`);
  return parts.join('');
};

/** A tower misting bare roots inside a transparent chamber. */
const aeroponic: Draw = (random, p) => {
  const parts = [
    `<rect x="290" y="150" width="220" height="340" rx="20" fill="#ffffff" opacity="0.55" stroke="#b0bec5" stroke-width="3"/>`,
  ];
  for (let i = 0; i < 4; i++) {
    const x = 330 + i * 46;
    parts.push(
      `<path d="M${x} 170 q-10 80 6 160 M${x} 170 q12 90 -4 180 M${x} 170 q4 60 14 120" stroke="#f5f0e1" stroke-width="3" fill="none"/>`,
    );
    parts.push(i % 2 ? rosette(random, p, x, 160, 40) : sprig(random, p, x, 165, 110, random() > 0.5));
  }
  parts.push(mist(random, 300, 220, 200, 260, 90));
  parts.push(
    `<rect x="270" y="490" width="260" height="50" rx="10" fill="${p.accent}"/><circle cx="400" cy="515" r="12" fill="#eceff1"/>`,
  );
  return parts.join('');
};

/** A reservoir with floating net pots and roots hanging into aerated water. */
const dwc: Draw = (random, p) => {
  const parts = [
    `<rect x="160" y="300" width="480" height="230" rx="18" fill="url(#water)" stroke="#455a64" stroke-width="4"/>`,
    `<rect x="150" y="285" width="500" height="28" rx="8" fill="${p.accent}"/>`,
  ];
  const pots = 3 + Math.floor(random() * 2);
  for (let i = 0; i < pots; i++) {
    const x = 220 + (i * 360) / (pots - 1);
    parts.push(
      `<path d="M${x} 312 q-8 70 4 150 M${x} 312 q10 80 -2 170" stroke="#fff8e1" stroke-width="3" fill="none"/>`,
    );
    parts.push(`<rect x="${x - 26}" y="276" width="52" height="26" rx="6" fill="#37474f"/>`);
    parts.push(rosette(random, p, x, 280, 44));
  }
  for (let i = 0; i < 14; i++)
    parts.push(
      `<circle cx="${between(random, 190, 610)}" cy="${between(random, 340, 510)}" r="${between(random, 3, 8)}" fill="#e1f5fe" opacity="0.8"/>`,
    );
  return parts.join('');
};

/** A climate unit blowing airflow across plants. */
const climate: Draw = (random, p) => {
  const parts = [
    `<rect x="90" y="140" width="260" height="320" rx="20" fill="#eceff1" stroke="#90a4ae" stroke-width="4"/>`,
    `<circle cx="220" cy="270" r="90" fill="#cfd8dc"/><circle cx="220" cy="270" r="16" fill="${p.accent}"/>`,
  ];
  for (let blade = 0; blade < 4; blade++)
    parts.push(
      `<ellipse cx="220" cy="215" rx="22" ry="50" fill="#90a4ae" transform="rotate(${blade * 90 + 20} 220 270)"/>`,
    );
  parts.push(`<rect x="130" y="400" width="180" height="30" rx="6" fill="${p.accent}"/>`);
  for (let i = 0; i < 4; i++)
    parts.push(
      `<path d="M380 ${200 + i * 50} q80 -25 160 0 t160 0" stroke="#b3e5fc" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    );
  for (let i = 0; i < 3; i++) parts.push(rosette(random, p, 460 + i * 100, 520, 46));
  return parts.join('');
};

export const productArt: Record<ArtKind, Draw> = {
  nft,
  tower,
  light,
  nutrient,
  seeds,
  aquaponics,
  sensor,
  microgreens,
  container,
  aeroponic,
  dwc,
  climate,
};
