import { once } from 'node:events';
import { csvAttachment, csvCell, csvStream, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(toCsv(['a', 'b'], [['1', 2]])).toBe('\uFEFFa,b\r\n1,2\r\n');
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

describe('CSV stream', () => {
  /** Rows 1, 2, 3 ... as a cursor would give them, counting how many were asked for. */
  function counted(total: number) {
    const source = { asked: 0, finished: false };
    async function* rows() {
      try {
        while (source.asked < total) {
          source.asked += 1;
          yield [source.asked, 'سارة', '=1+1'];
        }
      } finally {
        source.finished = true;
      }
    }
    return { source, rows: rows() };
  }

  it('writes the byte-order mark and the header first, then every row, as toCsv writes them', async () => {
    const { rows } = counted(5_000);
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(['n', 'name', 'note'], rows)) chunks.push(chunk as Buffer);
    expect(chunks[0]!.toString('utf8')).toBe('\uFEFFn,name,note\r\n');
    const expected = toCsv(
      ['n', 'name', 'note'],
      Array.from({ length: 5_000 }, (_, i) => [i + 1, 'سارة', '=1+1']),
    );
    expect(Buffer.concat(chunks).equals(Buffer.from(expected, 'utf8'))).toBe(true);
    // Rows go out gathered, not one write each.
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.length).toBeLessThan(20);
  });

  it('asks for rows only as fast as they are read, and stops the rows when the reader goes away', async () => {
    const { source, rows } = counted(Number.POSITIVE_INFINITY);
    const stream = csvStream(['n', 'name', 'note'], rows);
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A chunk or two of rows read ahead (some 64 thousand characters each), never the endless rest.
    expect(source.asked).toBeLessThan(20_000);
    stream.destroy();
    await once(stream, 'close');
    expect(source.finished).toBe(true);
  });

  it('fails when its rows fail', async () => {
    async function* rows() {
      yield ['one'];
      throw new Error('connection lost');
    }
    const read = async () => {
      for await (const chunk of csvStream(['n'], rows())) void chunk;
    };
    await expect(read()).rejects.toThrow('connection lost');
  });
});
