import { InvalidEnvironmentError } from '../config/app-config';

/** The number after `--products` (or in `--products=N`): how many products the catalog should hold. */
export function productsWanted(argv: readonly string[]): number | undefined {
  const index = argv.findIndex((arg) => arg === '--products' || arg.startsWith('--products='));
  if (index === -1) return undefined;
  const arg = argv[index] as string;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 10_000_000) {
    throw new InvalidEnvironmentError([`--products: must be a whole number up to 10000000 (got ${value})`]);
  }
  return count;
}
