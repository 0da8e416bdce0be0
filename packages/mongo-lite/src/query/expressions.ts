import type { Document } from 'bson';
import { mongoError, unsupported } from '../errors';
import { isPlainObject } from './bson-types';
import { fieldPathValue } from './expression-values';
import { OPERATORS } from './expression-operators';

export { isTruthy } from './expression-values';

export type Vars = Record<string, unknown>;

export interface EvalContext {
  vars: Vars;
}

/**
 * Evaluates an aggregation expression against `doc` (bound to $$ROOT and $$CURRENT unless vars override).
 * `undefined` is a missing value (a field that does not exist, or $$REMOVE).
 */
export function evaluateExpression(expr: unknown, doc: Document, vars: Vars = {}): unknown {
  return evaluate(expr, { vars: { ROOT: doc, CURRENT: doc, ...vars } });
}

export function evaluate(expr: unknown, ctx: EvalContext): unknown {
  if (typeof expr === 'string') {
    if (expr.startsWith('$$')) return variable(expr.slice(2), ctx);
    if (expr.startsWith('$')) {
      if (expr.length === 1) throw mongoError(16872, "'$' by itself is not a valid FieldPath");
      return fieldPathValue(ctx.vars.CURRENT, expr.slice(1).split('.'));
    }
    return expr;
  }
  if (Array.isArray(expr)) return expr.map((e) => evaluate(e, ctx));
  if (isPlainObject(expr)) {
    const keys = Object.keys(expr);
    if (keys.length > 0 && keys[0].startsWith('$')) {
      if (keys.length > 1) {
        throw mongoError(
          15983,
          `an expression specification must contain exactly one field, the name of the expression. Found ${keys.length} fields`,
        );
      }
      return applyOperator(keys[0], expr[keys[0]], ctx);
    }
    const out: Document = {};
    for (const key of keys) {
      if (key.startsWith('$')) throw mongoError(16410, `FieldPath field names may not start with '$'.`);
      const v = evaluate(expr[key], ctx);
      if (v !== undefined) out[key] = v;
    }
    return out;
  }
  return expr;
}

function variable(spec: string, ctx: EvalContext): unknown {
  const [name, ...rest] = spec.split('.');
  let value: unknown;
  if (name === 'REMOVE') value = undefined;
  else if (name === 'NOW') value = new Date();
  else if (Object.prototype.hasOwnProperty.call(ctx.vars, name)) value = ctx.vars[name];
  else throw mongoError(17276, `Use of undefined variable: ${name}`);
  return rest.length ? fieldPathValue(value, rest) : value;
}

function applyOperator(op: string, args: unknown, ctx: EvalContext): unknown {
  const impl = OPERATORS[op];
  if (!impl) {
    if (/^\$[a-zA-Z]+$/.test(op)) throw unsupported(`the expression operator ${op}`);
    throw mongoError(168, `Unrecognized expression '${op}'`);
  }
  return impl(args, ctx);
}
