import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ["Kids' Window Farm Kit", 'kids-window-farm-kit'],
    ['Seeds & Nutrients', 'seeds-and-nutrients'],
    ['DWC Raft System 4 × 1.2 m', 'dwc-raft-system-4-1-2-m'],
    ['Arabian Herb Seed Pack', 'arabian-herb-seed-pack'],
    ['  Café Greens!  ', 'cafe-greens'],
  ])('%p -> %p', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
