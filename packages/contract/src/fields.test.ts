import { describe, expect, it } from 'vitest';
import {
  choices,
  NO_CONTROL_CHARACTERS,
  optionalLine,
  optionalText,
  requiredLine,
  requiredText,
  searchText,
} from './fields';
import { loginSchema, registerSchema } from './forms/account';
import { contactRequestSchema } from './forms/contact';
import { messagesOf } from './testing/issues';

const control = 'Must not contain control characters.';

describe('the control-character rule', () => {
  it.each(['\u0000', '\u0007', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'])(
    'refuses %j anywhere in a text',
    (char) => {
      expect(NO_CONTROL_CHARACTERS.test(`basil${char}`)).toBe(false);
      expect(messagesOf(requiredText('Required'), `Om${char}ar`)).toEqual({ '': [control] });
      expect(messagesOf(optionalText(100), `a${char}b`)).toEqual({ '': [control] });
      expect(messagesOf(searchText(100), `${char}`)).toEqual({ '': [control] });
    },
  );

  it.each(['\u200b', '\u202a', '\u202e', '\u2060', '\ufeff'])(
    'refuses the invisible %j in any text, but not in a password',
    (char) => {
      const invisible = 'Must not contain invisible characters.';
      expect(messagesOf(requiredText('Required'), `Om${char}ar`)).toEqual({ '': [invisible] });
      expect(messagesOf(optionalText(100), `Ami${char}na`)).toEqual({ '': [invisible] });
      expect(messagesOf(loginSchema, { email: 'a@farm.ae', password: `greens${char}2025` })).toEqual({});
    },
  );

  it('keeps the marks of Arabic writing, its isolates, and the joiners of scripts and emoji', () => {
    expect(messagesOf(requiredText('Required'), 'ويندوز\u200f 11 \u061c')).toEqual({});
    expect(messagesOf(requiredText('Required'), 'نظام \u2066Windows 11\u2069 الجديد')).toEqual({});
    expect(messagesOf(requiredText('Required'), 'می\u200cخواهم 👩\u200d🌾')).toEqual({});
  });

  it('keeps a one-line field on one line: runs of white space, line breaks included, are one space', () => {
    const schema = requiredLine('Required');
    expect(schema.parse('  Amina\nStatus: Paid\t\u00a0 VIP  ')).toBe('Amina Status: Paid VIP');
    expect(messagesOf(schema, '\n\t ')).toEqual({ '': ['Required'] });
    // An optional one-line field too; blank is still absent.
    expect(optionalLine(100).parse('Green\r\nRoofs  LLC')).toBe('Green Roofs LLC');
    expect(optionalLine(100).parse(' \n ')).toBeUndefined();
  });

  it('keeps tabs and line breaks, and every script', () => {
    expect(messagesOf(optionalText(100), 'line one\r\nline\ttwo')).toEqual({});
    expect(messagesOf(requiredText('Required'), 'عمر الفاروق')).toEqual({});
  });

  it('applies to every free-text field of a form, passwords and e-mails included', () => {
    expect(
      messagesOf(contactRequestSchema, {
        name: 'Om\u0000ar',
        email: 'omar@farm.ae',
        mobile: '0501234567',
        address: 'Dubai\u0000',
      }),
    ).toEqual({ name: [control], address: [control] });
    expect(messagesOf(loginSchema, { email: 'a@farm.ae', password: 'greens\u00002025' })).toEqual({
      password: [control],
    });
    expect(
      messagesOf(registerSchema, {
        username: 'Amina',
        lastname: 'K\u0001',
        email: 'a@farm.ae',
        password: 'greens2025',
        confirmPassword: 'greens2025',
      }),
    ).toEqual({ lastname: [control] });
  });
});

describe('a list from a multipart body', () => {
  it('takes the items a sparse list holds, however far apart its positions are', () => {
    const options = [
      { value: 'basil', label: 'Basil' },
      { value: 'mint', label: 'Mint' },
    ] as const;
    // What multer makes of `crops[0]=basil&crops[4294967294]=mint`: two items, four billion places.
    const sparse: string[] = [];
    sparse[0] = 'basil';
    sparse[4294967294] = 'mint';
    expect(choices(options).parse(sparse)).toEqual(['basil', 'mint']);
  });
});
