import type { BSONRegExp, Document } from 'bson';
import { ErrorCodes, mongoError, unsupported } from '../errors';
import { bsonTypeOf, isPlainObject, isRegex, typeRank } from './bson-types';
import { canonicalKey, compareValues } from './compare';
import { evaluateExpression, isTruthy } from './expressions';
import type { Vars } from './expressions';
import { isNaNValue } from './numbers';
import { pathValues, splitPath } from './path';
import { compileTypeTest, compileModTest, compileSize } from './filter-leaf';
import { toJsRegExp } from './regex';

export type Matcher = (doc: Document) => boolean;
/** A test on the leaf values found at one path (see pathValues); `undefined` is a missing field. */
type ValuesTest = (values: unknown[]) => boolean;
export type ElementTest = (value: unknown) => boolean;

const badValue = (message: string) => mongoError(ErrorCodes.BadValue, message);

export function compileFilter(filter: Document): Matcher {
  return compileMatch(filter, {});
}

/** compileFilter with aggregation variables ($$name) visible to $expr, as $lookup pipelines need. */
export function compileMatch(filter: Document, vars: Vars): Matcher {
  if (!isPlainObject(filter)) throw badValue('filter must be an object');
  return compileDocument(filter, vars);
}

function allOf(matchers: Matcher[]): Matcher {
  if (matchers.length === 0) return () => true;
  if (matchers.length === 1) return matchers[0];
  return (doc) => matchers.every((m) => m(doc));
}

function compileDocument(filter: Document, vars: Vars): Matcher {
  const matchers: Matcher[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) {
      const m = compileTopLevel(key, value, vars);
      if (m) matchers.push(m);
    } else {
      const parts = splitPath(key);
      const test = compilePathValue(value);
      matchers.push((doc) => test(pathValues(doc, parts)));
    }
  }
  return allOf(matchers);
}

function compileClauses(op: string, value: unknown, vars: Vars): Matcher[] {
  if (!Array.isArray(value)) throw badValue(`${op} must be an array`);
  if (value.length === 0) throw badValue('$and/$or/$nor must be a nonempty array');
  return value.map((clause) => {
    if (!isPlainObject(clause)) throw badValue('$or/$and/$nor entries need to be full objects');
    return compileDocument(clause, vars);
  });
}

function compileTopLevel(op: string, value: unknown, vars: Vars): Matcher | undefined {
  switch (op) {
    case '$and':
      return allOf(compileClauses(op, value, vars));
    case '$or': {
      const ms = compileClauses(op, value, vars);
      return (doc) => ms.some((m) => m(doc));
    }
    case '$nor': {
      const ms = compileClauses(op, value, vars);
      return (doc) => !ms.some((m) => m(doc));
    }
    case '$expr':
      return (doc) => isTruthy(evaluateExpression(value, doc, vars));
    case '$comment':
      return undefined;
    case '$alwaysTrue':
      return () => true;
    case '$alwaysFalse':
      return () => false;
    case '$where':
    case '$text':
    case '$jsonSchema':
    case '$sampleRate':
      throw unsupported(`the query operator ${op}`);
    default:
      throw badValue(`unknown top level operator: ${op}`);
  }
}

/** An object whose first field is an operator is an operator object; otherwise it is a literal document. */
export function isOperatorObject(value: unknown): value is Document {
  if (!isPlainObject(value)) return false;
  const first = Object.keys(value)[0];
  return first !== undefined && first.startsWith('$');
}

function compilePathValue(value: unknown): ValuesTest {
  if (isOperatorObject(value)) return compileOperators(value, true);
  if (isRegex(value)) return anyCandidate(regexTest(value), true);
  return anyCandidate(equalityTest(value), true);
}

/**
 * Leaf arrays are matched as a whole and element by element (one level), except by operators that look
 * at the array itself ($size, $elemMatch, $exists). `expand` is false inside a value-form $elemMatch.
 */
function anyCandidate(test: ElementTest, expand: boolean): ValuesTest {
  return (values) => {
    for (const v of values) {
      if (test(v)) return true;
      if (expand && Array.isArray(v)) for (const e of v) if (test(e)) return true;
    }
    return false;
  };
}

/** The tests below decide one value (an index key, or a field's value or element) as the filter does. */
export function equalityTest(operand: unknown): ElementTest {
  // compareValues treats missing as null, which is exactly MongoDB's {a: null} semantics.
  return (v) => compareValues(v, operand) === 0;
}

function isMinMax(value: unknown): boolean {
  const t = bsonTypeOf(value);
  return t === 'MinKey' || t === 'MaxKey';
}

export type Cmp = '$gt' | '$gte' | '$lt' | '$lte';

export function comparisonTest(op: Cmp, operand: unknown): ElementTest {
  const crossType = isMinMax(operand);
  const operandNaN = isNaNValue(operand);
  return (v) => {
    if (!crossType && typeRank(v) !== typeRank(operand)) return false;
    if (operandNaN || isNaNValue(v)) {
      // NaN equals NaN and is otherwise incomparable in queries.
      const both = operandNaN && isNaNValue(v);
      return (op === '$gte' || op === '$lte') && both;
    }
    const c = compareValues(v, operand);
    switch (op) {
      case '$gt':
        return c > 0;
      case '$gte':
        return c >= 0;
      case '$lt':
        return c < 0;
      case '$lte':
        return c <= 0;
    }
  };
}

export function regexTest(regex: unknown): ElementTest {
  const { pattern, options } =
    regex instanceof RegExp
      ? { pattern: regex.source, options: regex.flags }
      : { pattern: (regex as BSONRegExp).pattern, options: (regex as BSONRegExp).options };
  const re = toJsRegExp(pattern, options);
  return (v) => {
    if (typeof v === 'string') return re.test(v);
    const t = bsonTypeOf(v);
    if (t === 'BSONSymbol') return re.test(String((v as { value: string }).value));
    if (isRegex(v)) return compareValues(v, regex) === 0;
    return false;
  };
}

export function inTest(operand: unknown, op: string): ElementTest {
  if (!Array.isArray(operand)) throw badValue(`${op} needs an array`);
  const keys = new Set<string>();
  const regexes: ElementTest[] = [];
  for (const item of operand) {
    if (isRegex(item)) regexes.push(regexTest(item));
    else if (isOperatorObject(item)) throw badValue(`cannot nest $ under ${op}`);
    else keys.add(canonicalKey(item));
  }
  return (v) => keys.has(canonicalKey(v)) || regexes.some((r) => r(v));
}

function elemMatchTest(operand: unknown): ValuesTest {
  const element = compileElemMatchElement(operand);
  return (values) => values.some((v) => Array.isArray(v) && v.some(element));
}

/** The test $elemMatch applies to each array element (value form or document form). */
export function compileElemMatchElement(operand: unknown): (element: unknown) => boolean {
  if (!isPlainObject(operand)) throw badValue('$elemMatch needs an Object');
  const first = Object.keys(operand)[0];
  const valueForm =
    first !== undefined &&
    first.startsWith('$') &&
    !['$and', '$or', '$nor', '$expr', '$where'].includes(first);
  let element: ElementTest;
  if (valueForm) {
    const test = compileOperators(operand, false);
    element = (e) => test([e]);
  } else {
    const m = compileFilter(operand);
    element = (e) => {
      if (isPlainObject(e)) return m(e);
      if (Array.isArray(e)) return m(Object.fromEntries(e.map((x, i) => [String(i), x])));
      return false;
    };
  }
  return element;
}

function allTest(operand: unknown, expand: boolean): ValuesTest {
  if (!Array.isArray(operand)) throw badValue('$all needs an array');
  if (operand.length === 0) return () => false;
  const elemMatches = operand.filter((x) => isPlainObject(x) && Object.keys(x)[0] === '$elemMatch');
  if (elemMatches.length > 0) {
    if (elemMatches.length !== operand.length) throw badValue('$all/$elemMatch has to be consistent');
    const tests = operand.map((x) => elemMatchTest((x as Document).$elemMatch));
    return (values) => tests.every((t) => t(values));
  }
  const tests = operand.map((x) => {
    if (isOperatorObject(x)) throw badValue('no $ expressions in $all');
    return anyCandidate(isRegex(x) ? regexTest(x) : equalityTest(x), expand);
  });
  return (values) => tests.every((t) => t(values));
}

/** The regex of an operator object's `$regex` and `$options`, as a BSON regex (for index bounds). */
export function regexOperand(ops: Document): BSONRegExp {
  const r = ops.$regex;
  const options = ops.$options;
  if (options !== undefined && typeof options !== 'string') throw badValue('$options has to be a string');
  if (typeof r === 'string')
    return { pattern: r, options: options ?? '', _bsontype: 'BSONRegExp' } as BSONRegExp;
  if (isRegex(r)) {
    const own = r instanceof RegExp ? r.flags : (r as BSONRegExp).options;
    const pattern = r instanceof RegExp ? r.source : (r as BSONRegExp).pattern;
    if (options !== undefined && own) throw mongoError(51075, 'options set in both $regex and $options');
    return { pattern, options: options ?? own, _bsontype: 'BSONRegExp' } as BSONRegExp;
  }
  throw badValue('$regex has to be a string');
}

function regexFromOperator(ops: Document): ElementTest {
  return regexTest(regexOperand(ops));
}

export function compileOperators(ops: Document, expand: boolean): ValuesTest {
  const tests: ValuesTest[] = [];
  for (const [op, operand] of Object.entries(ops)) {
    switch (op) {
      case '$eq':
        tests.push(anyCandidate(equalityTest(operand), expand));
        break;
      case '$ne': {
        const t = anyCandidate(equalityTest(operand), expand);
        tests.push((vs) => !t(vs));
        break;
      }
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        tests.push(anyCandidate(comparisonTest(op, operand), expand));
        break;
      case '$in':
        tests.push(anyCandidate(inTest(operand, op), expand));
        break;
      case '$nin': {
        const t = anyCandidate(inTest(operand, op), expand);
        tests.push((vs) => !t(vs));
        break;
      }
      case '$exists': {
        const want = operandTruthy(operand);
        tests.push((vs) => vs.some((v) => v !== undefined) === want);
        break;
      }
      case '$type':
        tests.push(anyCandidate(compileTypeTest(operand), expand));
        break;
      case '$size': {
        const n = compileSize(operand);
        tests.push((vs) => vs.some((v) => Array.isArray(v) && v.length === n));
        break;
      }
      case '$mod':
        tests.push(anyCandidate(compileModTest(operand), expand));
        break;
      case '$regex':
        tests.push(anyCandidate(regexFromOperator(ops), expand));
        break;
      case '$options':
        if (!('$regex' in ops)) throw badValue('$options needs a $regex');
        break;
      case '$elemMatch':
        tests.push(elemMatchTest(operand));
        break;
      case '$all':
        tests.push(allTest(operand, expand));
        break;
      case '$not':
        tests.push(notTest(operand, expand));
        break;
      case '$comment':
        break;
      case '$bitsAllSet':
      case '$bitsAnySet':
      case '$bitsAllClear':
      case '$bitsAnyClear':
      case '$geoWithin':
      case '$geoIntersects':
      case '$near':
      case '$nearSphere':
      case '$within':
      case '$jsonSchema':
      case '$text':
      case '$where':
        throw unsupported(`the query operator ${op}`);
      default:
        throw badValue(`unknown operator: ${op}`);
    }
  }
  return (values) => tests.every((t) => t(values));
}

function notTest(operand: unknown, expand: boolean): ValuesTest {
  let inner: ValuesTest;
  if (isRegex(operand)) inner = anyCandidate(regexTest(operand), expand);
  else if (isPlainObject(operand)) {
    if (Object.keys(operand).length === 0) throw badValue('$not cannot be empty');
    if (!isOperatorObject(operand)) throw badValue('$not needs a regex or a document');
    inner = compileOperators(operand, expand);
  } else throw badValue('$not needs a regex or a document');
  return (vs) => !inner(vs);
}

/** $exists: false / 0 / null are false; any other value is true. */
function operandTruthy(value: unknown): boolean {
  if (value === false || value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  const t = bsonTypeOf(value);
  if (t === 'Int32' || t === 'Double' || t === 'Long' || t === 'Decimal128' || typeof value === 'number') {
    return compareValues(value, 0) !== 0;
  }
  return true;
}
