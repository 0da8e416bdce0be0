import { Double, Int32, Long } from 'bson';
import { unsupported } from '../errors';
import { numKind, toDouble } from './numbers';

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/**
 * MongoDB's $sum/$avg arithmetic: integers are summed exactly and keep the narrowest type that holds the
 * total (Int32, then Long, then Double); doubles use a compensated (double-double) sum, so
 * 0.1 + 0.2 + 0.3 gives 0.6 as on the server.
 */
export class NumericSum {
  private ints = 0n;
  private hi = 0;
  private lo = 0;
  private widest: 'int' | 'long' | 'double' = 'int';
  count = 0;

  add(value: unknown): void {
    const kind = numKind(value);
    if (kind === undefined) return;
    this.count++;
    if (kind === 'decimal') throw unsupported('Decimal128 arithmetic');
    if (kind === 'int') {
      this.ints += BigInt(toDouble(value));
    } else if (kind === 'long') {
      this.ints += (value as Long).toBigInt();
      if (this.widest === 'int') this.widest = 'long';
    } else {
      this.addDouble(toDouble(value));
      this.widest = 'double';
    }
  }

  private addDouble(x: number): void {
    const s = this.hi + x;
    if (!Number.isFinite(s)) {
      this.hi = s;
      return;
    }
    const bp = s - this.hi;
    const err = this.hi - (s - bp) + (x - bp);
    this.hi = s;
    this.lo += err;
  }

  private doubleTotal(): number {
    return this.hi + this.lo + Number(this.ints);
  }

  result(): unknown {
    if (this.widest === 'double') return new Double(this.doubleTotal());
    if (this.widest === 'int' && this.ints >= -(2n ** 31n) && this.ints < 2n ** 31n) {
      return new Int32(Number(this.ints));
    }
    if (this.ints >= LONG_MIN && this.ints <= LONG_MAX) return Long.fromBigInt(this.ints);
    return new Double(Number(this.ints));
  }

  average(): unknown {
    if (this.count === 0) return null;
    return new Double(this.doubleTotal() / this.count);
  }
}
