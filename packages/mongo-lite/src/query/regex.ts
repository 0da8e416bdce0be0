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
      // MongoDB always matches in UTF-8 mode; the JS 'u' flag is tried below anyway.
    } else if (ch === 'x') {
      throw unsupported("the regex option 'x'");
    } else {
      throw mongoError(51108, `invalid flag in regex options: ${ch}`);
    }
  }
  const source = translate(pattern, flags.includes('m'));
  let re: RegExp;
  try {
    re = new RegExp(source, flags + 'u');
  } catch {
    try {
      re = new RegExp(source, flags);
    } catch {
      throw unsupported(`the regular expression /${pattern}/ (syntax not understood)`);
    }
  }
  if (cache.size > 1000) cache.clear();
  cache.set(cacheKey, re);
  return re;
}

const PCRE_ONLY_ESCAPES = new Set(['A', 'z', 'Z', 'G', 'h', 'H', 'R', 'K', 'Q', 'E', 'X', 'C', 'v', 'V']);

function translate(pattern: string, multiline: boolean): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && PCRE_ONLY_ESCAPES.has(next)) {
        throw unsupported(`the regular expression escape \\${next}`);
      }
      out += ch + next;
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
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
    if (ch === '$' && !multiline) {
      // PCRE's $ also matches before a final newline.
      out += '(?=\\n?$)';
      continue;
    }
    out += ch;
  }
  return out;
}
