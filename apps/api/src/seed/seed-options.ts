import { InvalidEnvironmentError } from '../config/app-config';

/** The sizes `pnpm seed` can grow to: products in the catalog, customer accounts, orders. */
export type GrowableList = 'products' | 'customers' | 'orders';

/** The number after `--<list>` (or in `--<list>=N`): how many the list should hold. */
export function sizeWanted(argv: readonly string[], list: GrowableList): number | undefined {
  const flag = `--${list}`;
  const index = argv.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index === -1) return undefined;
  const arg = argv[index] as string;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 10_000_000) {
    throw new InvalidEnvironmentError([`${flag}: must be a whole number up to 10000000 (got ${value})`]);
  }
  return count;
}
