import { Int32 } from 'bson';
import { mongoError, unsupported } from '../errors';
import { bsonTypeAlias, isPlainObject } from './bson-types';
import { isNullish } from './expression-values';
import type { EvalContext } from './expressions';
import { evaluate } from './expressions';

type Impl = (args: unknown, ctx: EvalContext) => unknown;

/** Only UTC is supported: other time zones would need the tz database and are refused. */
function checkTimezone(tz: unknown): void {
  if (tz === undefined || tz === null) return;
  if (typeof tz === 'string' && ['UTC', 'GMT', 'Z', '+00:00', '+0000', '+00', 'Etc/UTC'].includes(tz)) return;
  throw unsupported('date operators with a timezone other than UTC');
}

function dateArgument(op: string, args: unknown, ctx: EvalContext): Date | null {
  let expr = args;
  if (Array.isArray(args)) {
    if (args.length !== 1)
      throw mongoError(16020, `Expression ${op} takes exactly 1 arguments. ${args.length} were passed in.`);
    expr = args[0];
  } else if (isPlainObject(args) && 'date' in args) {
    checkTimezone(evaluate(args.timezone, ctx));
    expr = args.date;
  }
  const v = evaluate(expr, ctx);
  if (isNullish(v)) return null;
  if (v instanceof Date) return v;
  if (
    (v as { _bsontype?: string })?._bsontype === 'Timestamp' ||
    (v as { _bsontype?: string })?._bsontype === 'ObjectId'
  ) {
    throw unsupported(`${op} of a ${bsonTypeAlias(v)}`);
  }
  throw mongoError(16006, `can't convert from BSON type ${bsonTypeAlias(v)} to Date`);
}

function dayOfYear(d: Date): number {
  return Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86400000) + 1;
}

function part(op: string, get: (d: Date) => number): Impl {
  return (args, ctx) => {
    const d = dateArgument(op, args, ctx);
    return d === null ? null : new Int32(get(d));
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function formatDate(d: Date, format: string): string {
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const ch = format[i];
    if (ch !== '%') {
      out += ch;
      continue;
    }
    const spec = format[++i];
    switch (spec) {
      case 'Y':
        out += pad(d.getUTCFullYear(), 4);
        break;
      case 'm':
        out += pad(d.getUTCMonth() + 1, 2);
        break;
      case 'd':
        out += pad(d.getUTCDate(), 2);
        break;
      case 'H':
        out += pad(d.getUTCHours(), 2);
        break;
      case 'M':
        out += pad(d.getUTCMinutes(), 2);
        break;
      case 'S':
        out += pad(d.getUTCSeconds(), 2);
        break;
      case 'L':
        out += pad(d.getUTCMilliseconds(), 3);
        break;
      case 'j':
        out += pad(dayOfYear(d), 3);
        break;
      case 'w':
        out += String(d.getUTCDay() + 1);
        break;
      case 'u':
        out += String(d.getUTCDay() === 0 ? 7 : d.getUTCDay());
        break;
      case 'z':
        out += '+0000';
        break;
      case '%':
        out += '%';
        break;
      default:
        throw unsupported(`the $dateToString format specifier %${spec ?? ''}`);
    }
  }
  return out;
}

function dateToString(args: unknown, ctx: EvalContext): unknown {
  if (!isPlainObject(args)) throw mongoError(18629, '$dateToString only supports an object as its argument');
  for (const key of Object.keys(args)) {
    if (!['date', 'format', 'timezone', 'onNull'].includes(key)) {
      throw mongoError(18534, `Unrecognized argument to $dateToString: ${key}`);
    }
  }
  checkTimezone(evaluate(args.timezone, ctx));
  const format = args.format === undefined ? '%Y-%m-%dT%H:%M:%S.%LZ' : evaluate(args.format, ctx);
  if (typeof format !== 'string') throw mongoError(18533, "$dateToString requires that 'format' be a string");
  const d = dateArgument('$dateToString', [args.date], ctx);
  if (d === null) return 'onNull' in args ? evaluate(args.onNull, ctx) : null;
  return formatDate(d, format);
}

export const DATE_OPERATORS: Record<string, Impl> = {
  $year: part('$year', (d) => d.getUTCFullYear()),
  $month: part('$month', (d) => d.getUTCMonth() + 1),
  $dayOfMonth: part('$dayOfMonth', (d) => d.getUTCDate()),
  $dayOfWeek: part('$dayOfWeek', (d) => d.getUTCDay() + 1),
  $dayOfYear: part('$dayOfYear', dayOfYear),
  $hour: part('$hour', (d) => d.getUTCHours()),
  $minute: part('$minute', (d) => d.getUTCMinutes()),
  $second: part('$second', (d) => d.getUTCSeconds()),
  $millisecond: part('$millisecond', (d) => d.getUTCMilliseconds()),
  $dateToString: dateToString,
};
