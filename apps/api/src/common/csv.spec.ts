import { csvAttachment, csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(toCsv(['a', 'b'], [['1', 2]])).toBe('a,b\r\n1,2\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+971501234567', "'+971501234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('prefixes a cell that would start a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers, dates and empty cells as themselves', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    // The shop's clock (UTC+4): late evening in UTC is already the next day in Dubai.
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02 07:04:05');
    expect(csvCell(new Date('2026-11-24T21:30:00.000Z'))).toBe('2026-11-25 01:30:00');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('writes a phone number as text a spreadsheet keeps whole, and anything else there as guarded text', () => {
    expect(csvCell({ digits: '0501234567' })).toBe('"=""0501234567"""');
    expect(csvCell({ digits: '+971 50 123 4567' })).toBe('"=""+971 50 123 4567"""');
    expect(csvCell({ digits: '=HYPERLINK("x")' })).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell({ digits: '050-123' })).toBe('050-123');
  });

  it('names the attachment with safe characters only', () => {
    expect(csvAttachment('orders 2026/01.csv')).toBe('attachment; filename="orders_2026_01.csv"');
  });
});
