import { pick, type Random } from './random';

export interface Palette {
  skyTop: string;
  skyBottom: string;
  accent: string;
  leaf: string;
  leafDark: string;
  fruit: string;
}

// Backgrounds echo the UAE setting (sand, sky, lagoon); leaves range from lettuce to basil greens.
const backgrounds: [string, string][] = [
  ['#e8f4ea', '#c9e6cf'],
  ['#fdf3e1', '#f1ddb5'],
  ['#e3f1f8', '#bfdcec'],
  ['#f4ecf7', '#dccbe6'],
  ['#eef6e4', '#d3e7bb'],
  ['#fbe9e4', '#f0cbbf'],
];
const accents = ['#1f7a4d', '#0e6f8a', '#c0622d', '#6b4aa1', '#b8860b', '#2d5f8b', '#9c2f4f'];
const leaves: [string, string][] = [
  ['#5cb85c', '#2e7d32'],
  ['#8bc34a', '#558b2f'],
  ['#43a047', '#1b5e20'],
  ['#9ccc65', '#689f38'],
  ['#66bb6a', '#2e7d32'],
  ['#7cb342', '#33691e'],
];
const fruits = ['#e53935', '#fb8c00', '#fdd835', '#d81b60', '#8e24aa'];

export function paletteFor(random: Random): Palette {
  const [skyTop, skyBottom] = pick(random, backgrounds);
  const [leaf, leafDark] = pick(random, leaves);
  return { skyTop, skyBottom, accent: pick(random, accents), leaf, leafDark, fruit: pick(random, fruits) };
}
