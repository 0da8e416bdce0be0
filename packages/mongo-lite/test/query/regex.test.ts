import { describe, expect, it } from 'vitest';
import { toJsRegExp } from '../../src/query/regex';
import { codeOf } from './helpers';

/** Subjects each pattern is tried against; the expected lists below are what PCRE (MongoDB) matches. */
const SUBJECTS = ['A', 'x{41}', 'e', '\x1b', 'N', 'aa', '\x07', 'a', 'h', ' ', '\r', 'a\n', 'b\r\nc'];

const matching = (pattern: string, options = ''): string[] => {
  const re = toJsRegExp(pattern, options);
  return SUBJECTS.filter((s) => re.test(s));
};

describe('toJsRegExp: PCRE escapes are translated to what PCRE means', () => {
  const table: Array<[pattern: string, options: string, expected: string[]]> = [
    ['\\x{41}', '', ['A']],
    ['^[\\x{41}]$', '', ['A']],
    ['^\\x41$', '', ['A']],
    ['^\\e$', '', ['\x1b']],
    ['^[\\e]$', '', ['\x1b']],
    ['^\\a$', '', ['\x07']],
    ['^\\o{101}$', '', ['A']],
    ['(a)\\g1', '', ['aa']],
    ['(a)\\g{1}', '', ['aa']],
    ['(a)\\1', '', ['aa']],
    // \N and '.' stop only at LF in PCRE, so a lone CR is a match; '$' also matches before a final LF.
    ['^\\N$', '', ['A', 'e', '\x1b', 'N', '\x07', 'a', 'h', ' ', '\r', 'a\n']],
    ['^.$', '', ['A', 'e', '\x1b', 'N', '\x07', 'a', 'h', ' ', '\r', 'a\n']],
    ['^.$', 's', ['A', 'e', '\x1b', 'N', '\x07', 'a', 'h', ' ', '\r', 'a\n']],
    ['^a$', 'm', ['a', 'a\n']],
    // In multiline mode PCRE breaks lines at LF only: 'b\r' is a line, '\r' alone does not end one.
    ['^b$', 'm', []],
    ['^c$', 'm', ['b\r\nc']],
    ['^\\{', '', []],
    ['\\{41\\}', '', ['x{41}']],
    ['^[\\]a]+$', '', ['aa', 'a', 'a\n']],
  ];
  it.each(table)('/%s/%s', (pattern, options, expected) => {
    expect(matching(pattern, options)).toEqual(expected);
  });
});

describe('toJsRegExp: a backslash before any symbol is that symbol, as in PCRE', () => {
  const table: Array<[pattern: string, subject: string, matches: boolean]> = [
    ['^28\\-Pocket$', '28-Pocket', true],
    ['^farm\\-test\\.ae$', 'farm-test.ae', true],
    ['^farm\\-test\\.ae$', 'farm-testxae', false],
    ['^[a\\-z]+$', 'a-z', true],
    ['^[a\\-z]+$', 'b', false],
    ['^\\#\\@\\!\\,\\:\\;\\<\\>\\=\\~\\%\\&\\\'\\"\\`$', '#@!,:;<>=~%&\'"`', true],
    ['^[\\#\\~]+$', '#~#', true],
    ['^[\\#\\~]+$', '#a', false],
    ['^\\é\\ü$', 'éü', true],
    ['^\\😀$', '😀', true],
    ['^\\/\\*\\.\\\\$', '/*.\\', true],
  ];
  it.each(table)('/%s/ on %j: %s', (pattern, subject, matches) => {
    expect(toJsRegExp(pattern, '').test(subject)).toBe(matches);
  });
});

describe('toJsRegExp: escapes without a faithful translation are refused', () => {
  const refused = [
    '^[\\h]$',
    '\\h',
    '\\u0041',
    '\\p{L}',
    '[\\p{L}]',
    '\\A',
    '\\z',
    '\\Z',
    '\\Qa.b\\E',
    '\\R',
    '\\K',
    '\\cA',
    '\\x4',
    '\\x{zz}',
    '[\\N]',
    '[\\1]',
    '\\012',
    '\\g{-1}',
    '\\g{name}',
    '[\\B]',
    '[[:alpha:]]',
    '\\2',
  ];
  it.each(refused)('/%s/ -> 238 unsupported', (pattern) => {
    expect(codeOf(() => toJsRegExp(pattern, ''))).toBe(238);
  });
});
