import { mongoError, unsupported } from '../errors';

const cache = new Map<string, RegExp>();

/**
 * Translates a PCRE pattern (MongoDB's regex engine) into an equivalent JS RegExp, refusing syntax whose
 * meaning differs in JS instead of matching something else silently.
 */
export function toJsRegExp(pattern: string, options: string): RegExp {
  const cacheKey = options + '/' + pattern;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  let flags = '';
  for (const ch of options) {
    if (ch === 'i' || ch === 'm' || ch === 's') {
      if (!flags.includes(ch)) flags += ch;
    } else if (ch === 'u') {
      // MongoDB always matches in UTF-8 mode; the JS 'u' flag is always set below.
    } else if (ch === 'x') {
      throw unsupported("the regex option 'x'");
    } else {
      throw mongoError(51108, `invalid flag in regex options: ${ch}`);
    }
  }
  const source = translate(pattern, flags.includes('m'), flags.includes('s'));
  let re: RegExp;
  try {
    // Only unicode mode: without it JS reads unknown escapes as literals, a silent wrong answer.
    re = new RegExp(source, flags + 'u');
  } catch {
    throw unsupported(`the regular expression /${pattern}/ (syntax not understood)`);
  }
  if (cache.size > 1000) cache.clear();
  cache.set(cacheKey, re);
  return re;
}

/** Escapes that mean the same thing in PCRE and in a JS unicode-mode RegExp, anywhere in a pattern. */
const SAME_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S', 'n', 'r', 't', 'f']);

const HEX = /^[0-9A-Fa-f]+$/;

/** The characters JS unicode mode lets a backslash escape anywhere in a pattern. */
const JS_SYNTAX = new Set('^$\\.*+?()[]{}|/');

function codePoint(value: number, pattern: string): string {
  if (!Number.isFinite(value) || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) {
    throw unsupported(`the regular expression /${pattern}/ (character code out of range)`);
  }
  return `\\u{${value.toString(16)}}`;
}

/**
 * Reads the escape starting at pattern[i] (a backslash) and returns its JS equivalent and the index of its
 * last character. Anything not known to mean the same in both engines is refused.
 */
function translateEscape(pattern: string, i: number, inClass: boolean): [string, number] {
  const next = pattern[i + 1];
  if (next === undefined) throw unsupported(`the regular expression /${pattern}/ (trailing backslash)`);
  const refuse = (): never => {
    throw unsupported(`the regular expression escape \\${next}${inClass ? ' inside a character class' : ''}`);
  };
  if (!/[A-Za-z0-9]/.test(next)) {
    // PCRE reads a backslash before any other character as that character. JS unicode mode accepts the
    // escape only before its own syntax characters (and '-' in a class), so the rest are written by code.
    if (JS_SYNTAX.has(next) || (inClass && next === '-')) return ['\\' + next, i + 1];
    const code = pattern.codePointAt(i + 1) ?? 0;
    return [codePoint(code, pattern), i + (code > 0xffff ? 2 : 1)];
  }
  if (SAME_ESCAPES.has(next)) return ['\\' + next, i + 1];
  switch (next) {
    case 'b':
      // A word boundary outside a class and a backspace inside one, in both engines.
      return ['\\b', i + 1];
    case 'B':
      if (inClass) refuse();
      return ['\\B', i + 1];
    case 'x': {
      if (pattern[i + 2] === '{') {
        const end = pattern.indexOf('}', i + 3);
        const hex = end < 0 ? '' : pattern.slice(i + 3, end);
        if (!HEX.test(hex)) refuse();
        return [codePoint(parseInt(hex, 16), pattern), end];
      }
      const two = pattern.slice(i + 2, i + 4);
      if (two.length !== 2 || !HEX.test(two)) refuse();
      return ['\\x' + two, i + 3];
    }
    case 'o': {
      const end = pattern[i + 2] === '{' ? pattern.indexOf('}', i + 3) : -1;
      const oct = end < 0 ? '' : pattern.slice(i + 3, end);
      if (!/^[0-7]+$/.test(oct)) refuse();
      return [codePoint(parseInt(oct, 8), pattern), end];
    }
    case 'e':
      return ['\\x1b', i + 1];
    case 'a':
      return ['\\x07', i + 1];
    case 'N':
      // PCRE's \N is any character except newline; inside a class it is an error there.
      if (inClass || pattern[i + 2] === '{') refuse();
      return ['[^\\n]', i + 1];
    case 'g': {
      let digits: string;
      let end: number;
      if (pattern[i + 2] === '{') {
        end = pattern.indexOf('}', i + 3);
        digits = end < 0 ? '' : pattern.slice(i + 3, end);
      } else {
        const m = /^[0-9]+/.exec(pattern.slice(i + 2));
        digits = m ? m[0] : '';
        end = i + 1 + digits.length;
      }
      if (inClass || !/^[1-9][0-9]*$/.test(digits)) refuse();
      // Wrapped so that a digit written after \g{1} is not read as part of the group number.
      return [`(?:\\${digits})`, end];
    }
    case '0':
      // NUL in both engines only when no further digit follows (PCRE reads up to three octal digits).
      if (/[0-9]/.test(pattern[i + 2] ?? '')) refuse();
      return ['\\0', i + 1];
    case 'k':
      // PCRE and JS agree on \k<name>; JS refuses it if the group does not exist, as PCRE does.
      if (inClass || pattern[i + 2] !== '<') refuse();
      return ['\\k', i + 1];
    default:
      if (/[1-9]/.test(next) && !inClass) {
        // A backreference; JS unicode mode refuses a number with no such group, where PCRE would
        // sometimes read it as an octal escape, so nothing is matched differently.
        const m = /^[0-9]+/.exec(pattern.slice(i + 1));
        const digits = m ? m[0] : next;
        return ['\\' + digits, i + digits.length];
      }
      return refuse();
  }
}

function translate(pattern: string, multiline: boolean, dotAll: boolean): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      const [text, last] = translateEscape(pattern, i, inClass);
      out += text;
      i = last;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      else if (ch === '[' && /^\[[:.=]/.test(pattern.slice(i))) {
        throw unsupported('POSIX character classes in regular expressions');
      }
      out += ch;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      out += ch;
      // A ']' right after '[' or '[^' is a literal in PCRE but closes an empty class in JS.
      if (pattern[i + 1] === '^') {
        out += '^';
        i++;
      }
      if (pattern[i + 1] === ']') {
        out += '\\]';
        i++;
      }
      continue;
    }
    if (ch === '(' && pattern[i + 1] === '?') {
      const rest = pattern.slice(i + 2);
      if (!/^(?::|=|!|<=|<!|<[A-Za-z])/.test(rest)) {
        throw unsupported(`the regular expression group syntax (?${rest.slice(0, 2)}`);
      }
    }
    if ((ch === '+' || ch === '?' || ch === '*' || ch === '}') && pattern[i + 1] === '+') {
      throw unsupported('possessive regular expression quantifiers');
    }
    if (ch === '.' && !dotAll) {
      // PCRE's newline is LF only; JS's '.' also stops at \r, \u2028 and \u2029.
      out += '[^\\n]';
      continue;
    }
    if (ch === '$') {
      // PCRE's $ also matches before a final newline; in multiline mode it matches before LF only.
      out += multiline ? '(?=\\n|(?![\\s\\S]))' : '(?=\\n?(?![\\s\\S]))';
      continue;
    }
    if (ch === '^' && multiline) {
      // PCRE: start of subject, or after an LF that does not end the subject (JS also breaks at \r).
      out += '(?:(?<![\\s\\S])|(?<=\\n)(?=[\\s\\S]))';
      continue;
    }
    out += ch;
  }
  return out;
}
