import { errorBodySchema } from '@farm/contract';

/** Asserts the one error shape, with `message` and `error` carrying the same sentence. */
export function expectErrorBody(body: unknown, statusCode: number, sentence?: string | RegExp) {
  const parsed = errorBodySchema.strict().parse(body);
  expect(parsed.statusCode).toBe(statusCode);
  expect(parsed.error).toBe(parsed.message);
  if (typeof sentence === 'string') expect(parsed.message).toBe(sentence);
  if (sentence instanceof RegExp) expect(parsed.message).toMatch(sentence);
  return parsed;
}
