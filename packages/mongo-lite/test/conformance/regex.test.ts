import type { Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

let target: Target;
let coll: Collection;

const SUBJECTS = ['A', 'x{41}', 'e', '\x1b', 'N', 'aa', '\x07', 'a', 'h', ' ', '\r', 'a\n'];

beforeAll(async () => {
  target = await openTarget('regex');
  coll = target.db.collection('r');
  await coll.insertMany(SUBJECTS.map((s, i) => ({ _id: i, s })) as never[]);
});

afterAll(async () => {
  await target.close();
});

/**
 * The subjects MongoDB's PCRE matches, or a refusal. mongo-lite may refuse a pattern it cannot translate
 * faithfully (a strict subset), but whatever it answers must be MongoDB's answer.
 */
async function matched(pattern: string, options = ''): Promise<string[] | 'unsupported'> {
  try {
    const docs = await coll
      .find({ s: { $regex: pattern, $options: options } })
      .sort({ _id: 1 })
      .toArray();
    return docs.map((d) => d.s as string);
  } catch (error) {
    if (target.isMongoLite && /mongo-lite does not support/.test(String((error as Error).message))) {
      return 'unsupported';
    }
    throw error;
  }
}

const SINGLE_CHARS = ['A', 'e', '\x1b', 'N', '\x07', 'a', 'h', ' ', '\r', 'a\n'];

describe('regular expressions: PCRE escapes', () => {
  const table: Array<[pattern: string, options: string, expected: string[], liteMayRefuse: boolean]> = [
    ['\\x{41}', '', ['A'], false],
    ['^[\\x{41}]$', '', ['A'], false],
    ['^\\e$', '', ['\x1b'], false],
    ['^\\a$', '', ['\x07'], false],
    ['^\\N$', '', SINGLE_CHARS, false],
    ['^.$', '', SINGLE_CHARS, false],
    ['(a)\\g1', '', ['aa'], false],
    ['(a)\\g{1}', '', ['aa'], false],
    ['^\\o{101}$', '', ['A'], false],
    ['^a$', 'm', ['a', 'a\n'], false],
    ['^[\\h]$', '', [' '], true],
    ['^\\h$', '', [' '], true],
  ];
  it.each(table)('/%s/%s', async (pattern, options, expected, liteMayRefuse) => {
    const answer = await matched(pattern, options);
    if (answer === 'unsupported' && liteMayRefuse) return;
    expect(answer).toEqual(expected);
  });

  it('\\u is an error in PCRE and is refused, never matched as a literal', async () => {
    await expect(coll.find({ s: { $regex: '^\\u0041$' } }).toArray()).rejects.toThrow();
  });
});
