import { InvalidEnvironmentError } from '../config/app-config';
import { sizeWanted } from './seed-options';

describe('sizeWanted', () => {
  it('reads --products N and --products=N, with or without the -- pnpm passes on', () => {
    expect(sizeWanted(['node', 'seed.js'], 'products')).toBeUndefined();
    expect(sizeWanted(['node', 'seed.js', '--products', '100000'], 'products')).toBe(100_000);
    expect(sizeWanted(['node', 'seed.js', '--', '--force', '--products=250'], 'products')).toBe(250);
  });

  it('reads each list by its own name', () => {
    const argv = ['node', 'seed.js', '--customers', '5000', '--orders=20000', '--products', '7'];
    expect(sizeWanted(argv, 'customers')).toBe(5000);
    expect(sizeWanted(argv, 'orders')).toBe(20_000);
    expect(sizeWanted(argv, 'products')).toBe(7);
    expect(sizeWanted(['--orders', '3'], 'customers')).toBeUndefined();
  });

  it('refuses a count that is not a whole number in range', () => {
    for (const bad of ['many', '-5', '2.5', '20000000']) {
      expect(() => sizeWanted(['--products', bad], 'products')).toThrow(InvalidEnvironmentError);
    }
    expect(() => sizeWanted(['--products'], 'products')).toThrow('--products: must be a whole number');
    expect(() => sizeWanted(['--orders', 'x'], 'orders')).toThrow('--orders: must be a whole number');
  });
});
