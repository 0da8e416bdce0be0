import { InvalidEnvironmentError } from '../config/app-config';
import { productsWanted } from './seed-options';

describe('productsWanted', () => {
  it('reads --products N and --products=N, with or without the -- pnpm passes on', () => {
    expect(productsWanted(['node', 'seed.js'])).toBeUndefined();
    expect(productsWanted(['node', 'seed.js', '--products', '100000'])).toBe(100_000);
    expect(productsWanted(['node', 'seed.js', '--', '--force', '--products=250'])).toBe(250);
  });

  it('refuses a count that is not a whole number in range', () => {
    for (const bad of ['many', '-5', '2.5', '20000000']) {
      expect(() => productsWanted(['--products', bad])).toThrow(InvalidEnvironmentError);
    }
    expect(() => productsWanted(['--products'])).toThrow('--products: must be a whole number');
  });
});
