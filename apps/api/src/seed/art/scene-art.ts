import type { Palette } from './palette';
import { type Random } from './random';
import { rosette, sprig } from './shapes';

export const sceneKinds = ['home', 'shop', 'factory', 'school'] as const;
export type SceneKind = (typeof sceneKinds)[number];

type Draw = (random: Random, palette: Palette) => string;

const sun = '<circle cx="680" cy="110" r="50" fill="#ffd54f" opacity="0.9"/>';

function planterRow(random: Random, p: Palette, y: number, from: number, to: number, count: number): string {
  const parts = [
    `<rect x="${from - 30}" y="${y}" width="${to - from + 60}" height="34" rx="8" fill="${p.accent}"/>`,
  ];
  for (let i = 0; i < count; i++) {
    const x = from + ((to - from) * i) / Math.max(1, count - 1);
    parts.push(i % 3 === 1 ? sprig(random, p, x, y + 2, 90, true) : rosette(random, p, x, y + 4, 34));
  }
  return parts.join('');
}

/** A villa with a balcony garden. */
const home: Draw = (random, p) =>
  [
    sun,
    '<rect x="170" y="220" width="420" height="310" fill="#fff8ee" stroke="#d7ccc8" stroke-width="4"/>',
    '<polygon points="140,230 380,90 620,230" fill="#a1887f"/>',
    '<rect x="230" y="300" width="90" height="90" fill="#b3e5fc"/><rect x="440" y="300" width="90" height="90" fill="#b3e5fc"/>',
    '<rect x="345" y="410" width="70" height="120" fill="#8d6e63"/>',
    planterRow(random, p, 392, 230, 530, 6),
  ].join('');

/** A restaurant front with a herb wall. */
const shop: Draw = (random, p) => {
  const parts = [
    sun,
    '<rect x="110" y="170" width="580" height="360" fill="#fafafa" stroke="#cfd8dc" stroke-width="4"/>',
    `<rect x="110" y="150" width="580" height="60" fill="${p.accent}"/>`,
  ];
  for (let i = 0; i < 8; i++)
    parts.push(
      `<path d="M${110 + i * 72.5} 210 h72.5 l-10 30 h-52.5 z" fill="${i % 2 ? '#ffffff' : p.accent}"/>`,
    );
  parts.push(
    '<rect x="150" y="270" width="220" height="230" fill="#b3e5fc"/><rect x="430" y="270" width="220" height="260" fill="#4e342e" opacity="0.15"/>',
  );
  for (let row = 0; row < 4; row++) parts.push(planterRow(random, p, 300 + row * 55, 460, 620, 4));
  return parts.join('');
};

/** A warehouse with stacked vertical racks under grow lights. */
const factory: Draw = (random, p) => {
  const parts = [
    '<rect x="60" y="200" width="680" height="330" fill="#eceff1" stroke="#90a4ae" stroke-width="4"/>',
    '<polygon points="60,200 230,120 230,200 400,120 400,200 570,120 570,200 740,120 740,200" fill="#b0bec5"/>',
    '<rect x="640" y="60" width="40" height="140" fill="#78909c"/>',
  ];
  for (let rack = 0; rack < 3; rack++) {
    const x = 110 + rack * 210;
    parts.push(`<rect x="${x - 10}" y="240" width="190" height="270" fill="#263238" opacity="0.85"/>`);
    for (let shelf = 0; shelf < 4; shelf++) {
      const y = 290 + shelf * 62;
      parts.push(
        `<rect x="${x}" y="${y - 40}" width="170" height="6" fill="#ff80ab" opacity="0.8"/><rect x="${x}" y="${y}" width="170" height="8" fill="${p.accent}"/>`,
      );
      for (let i = 0; i < 5; i++) parts.push(rosette(random, p, x + 17 + i * 34, y + 2, 17));
    }
  }
  return parts.join('');
};

/** A school building with a learning garden in front. */
const school: Draw = (random, p) =>
  [
    sun,
    '<rect x="120" y="180" width="560" height="280" fill="#fff3e0" stroke="#d7ccc8" stroke-width="4"/>',
    `<rect x="330" y="110" width="140" height="90" fill="${p.accent}"/><circle cx="400" cy="150" r="26" fill="#ffffff"/>`,
    '<line x1="400" y1="150" x2="400" y2="134" stroke="#37474f" stroke-width="4"/><line x1="400" y1="150" x2="414" y2="156" stroke="#37474f" stroke-width="4"/>',
    ...[170, 290, 450, 570].map((x) => `<rect x="${x}" y="230" width="70" height="70" fill="#b3e5fc"/>`),
    '<rect x="360" y="340" width="80" height="120" fill="#8d6e63"/>',
    planterRow(random, p, 490, 130, 320, 4),
    planterRow(random, p, 490, 480, 670, 4),
  ].join('');

export const sceneArt: Record<SceneKind, Draw> = { home, shop, factory, school };
