import { describe, expect, it } from 'vitest';
import { formatCsv, guardCsvCell } from './csv.ts';

describe('formatCsv', () => {
  it('writes a header and rows with CRLF line ends, quoting what needs it', () => {
    expect(
      formatCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n');
  });

  it('keeps Unix line ends when asked', () => {
    expect(formatCsv(['a'], [[1], [2]], { lineEnding: 'lf' })).toBe('a\n1\n2\n');
  });

  it('puts a quote before a cell a spreadsheet would run as a formula', () => {
    expect(formatCsv(['a'], [['=HYPERLINK("http://x")'], ['@SUM(A1)'], ['+1 435 555']])).toBe(
      'a\r\n"\'=HYPERLINK(""http://x"")"\r\n\'@SUM(A1)\r\n\'+1 435 555\r\n',
    );
  });

  it('leaves plain numbers, negative ones included, as numbers', () => {
    expect(guardCsvCell('-3.00')).toBe('-3.00');
    expect(guardCsvCell(-12)).toBe('-12');
    expect(guardCsvCell('-1+1')).toBe("'-1+1");
    expect(guardCsvCell('\t=1')).toBe("'\t=1");
  });
});
