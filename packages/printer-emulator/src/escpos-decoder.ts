/**
 * ESC/POS (and StarPRNT) bytes back to text, as a printer would print them: control sequences are skipped by their
 * known lengths, text bytes are decoded in the code page the job selected (`ESC t n`, Star `ESC GS t n`) with
 * iconv-lite's tables, horizontal positioning becomes spaces, a cut ends a page. Enough to read back what Maître's
 * renderers (receiptline) send; an unknown command is skipped as two bytes.
 */
import iconv from 'iconv-lite';

export type PrinterDialect = 'escpos' | 'starprnt';

/** ESC/POS `ESC t n`: the code page numbers Epson documents, as iconv-lite names them. */
const ESCPOS_CODE_PAGES: Record<number, string> = {
  0: 'cp437',
  2: 'cp850',
  3: 'cp860',
  4: 'cp863',
  5: 'cp865',
  16: 'cp1252',
  17: 'cp866',
  18: 'cp852',
  19: 'cp858',
};

/** StarPRNT `ESC GS t n`: Star's code page numbers. */
const STAR_CODE_PAGES: Record<number, string> = {
  0: 'cp437',
  1: 'cp437',
  4: 'cp858',
  5: 'cp852',
  6: 'cp860',
  8: 'cp863',
  9: 'cp865',
  10: 'cp866',
  32: 'cp1252',
};

export interface DecodedJob {
  /** The printed text, lines joined with '\n', trailing spaces trimmed. */
  text: string;
  /** How many times the paper was cut. */
  cuts: number;
}

/** Dots per character of font A: 576 dots for 48 characters on 80 mm paper, 384 for 32 on 58 mm. */
const DOTS_PER_CHAR = 12;

export function decodePrinterBytes(input: Uint8Array, dialect: PrinterDialect = 'escpos'): DecodedJob {
  const bytes = Buffer.from(input);
  const lines: string[] = [];
  let line = '';
  let codePage: string | null = 'cp437';
  let run: number[] = [];
  let cuts = 0;
  const flush = () => {
    if (run.length === 0) return;
    // Code pages iconv-lite does not know (Katakana, used for ruled lines) print their upper half as line marks.
    line += codePage ? iconv.decode(Buffer.from(run), codePage) : Buffer.from(run.map((b) => (b >= 0x80 ? 0x2d : b))).toString('latin1');
    run = [];
  };
  const newline = () => {
    flush();
    lines.push(line.replace(/\s+$/, ''));
    line = '';
  };
  const moveTo = (column: number) => {
    flush();
    if (column > line.length) line += ' '.repeat(column - line.length);
  };
  const u16 = (at: number) => (bytes[at] ?? 0) + (bytes[at + 1] ?? 0) * 256;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b === 0x0a) {
      newline();
      i += 1;
    } else if (b === 0x0d) {
      i += 1;
    } else if (b === 0x1b) {
      flush();
      i += dialect === 'escpos' ? escposEsc(bytes, i + 1) : starEsc(bytes, i + 1);
    } else if (b === 0x1d && dialect === 'escpos') {
      flush();
      i += escposGs(bytes, i + 1);
    } else if (b === 0x1c && dialect === 'escpos') {
      flush();
      i += escposFs(bytes, i + 1);
    } else if (b === 0x10 && dialect === 'escpos' && bytes[i + 1] === 0x04) {
      i += 3; // DLE EOT n: a status request
    } else if (b < 0x20) {
      i += 1;
    } else {
      run.push(b);
      i += 1;
    }
  }
  if (line.length > 0 || run.length > 0) newline();
  return { text: lines.join('\n').replace(/\n+$/, ''), cuts };

  /** ESC x … in ESC/POS: returns how many bytes the command took (with the ESC). */
  function escposEsc(data: Buffer, at: number): number {
    const c = data[at];
    switch (c) {
      case 0x74: // ESC t n
        codePage = ESCPOS_CODE_PAGES[data[at + 1] ?? 0] ?? null;
        return 3;
      case 0x24: // ESC $ nL nH: absolute position in dots
        moveTo(Math.floor(u16(at + 1) / DOTS_PER_CHAR));
        return 4;
      case 0x5c: {
        // ESC \ nL nH: relative position in dots (signed)
        let dots = u16(at + 1);
        if (dots > 0x7fff) dots -= 0x10000;
        if (dots > 0) moveTo(line.length + Math.floor(dots / DOTS_PER_CHAR));
        return 4;
      }
      case 0x40: // ESC @
        codePage = 'cp437';
        return 2;
      case 0x64: // ESC d n: feed n lines
        for (let k = 0; k < (data[at + 1] ?? 0); k++) newline();
        return 3;
      case 0x2a: {
        // ESC * m nL nH d…: bit image
        const m = data[at + 1] ?? 0;
        return 5 + u16(at + 2) * (m >= 32 ? 3 : 1);
      }
      case 0x44: {
        // ESC D n… NUL: tab positions
        let k = at + 1;
        while (k < data.length && data[k] !== 0) k++;
        return k - at + 2;
      }
      case 0x32:
      case 0x3c: // ESC 2 / ESC <
        return 2;
      case 0x69:
      case 0x6d: // ESC i / ESC m: cut (old form)
        cuts += 1;
        return 2;
      case 0x70: // ESC p m t1 t2: drawer kick
        return 5;
      default:
        // ESC SP n, ESC ! n, ESC - n, ESC 3 n, ESC E n, ESC G n, ESC M n, ESC a n, ESC r n, ESC { n, ESC J n, ESC R n, ESC c 5 n …
        if (c === 0x63) return 4;
        return 3;
    }
  }

  /** GS x … in ESC/POS. */
  function escposGs(data: Buffer, at: number): number {
    const c = data[at];
    switch (c) {
      case 0x56: {
        // GS V m [n]: cut
        cuts += 1;
        const m = data[at + 1] ?? 0;
        return m >= 65 ? 4 : 3;
      }
      case 0x28: // GS ( x pL pH …
        return 5 + u16(at + 2);
      case 0x4c:
      case 0x57:
      case 0x24: // GS L / GS W / GS $ nL nH
        return 4;
      case 0x76: // GS v 0 m xL xH yL yH d…: raster image
        return 8 + u16(at + 3) * u16(at + 5);
      case 0x6b: {
        // GS k m …: barcode
        const m = data[at + 1] ?? 0;
        if (m <= 6) {
          let k = at + 2;
          while (k < data.length && data[k] !== 0) k++;
          return k - at + 2;
        }
        return 4 + (data[at + 2] ?? 0);
      }
      default:
        // GS ! n, GS B n, GS a n, GS r n, GS H n, GS h n, GS w n, GS f n …
        return 3;
    }
  }

  /** FS x … in ESC/POS. */
  function escposFs(data: Buffer, at: number): number {
    const c = data[at];
    switch (c) {
      case 0x28: // FS ( x pL pH …
        return 5 + u16(at + 2);
      case 0x2e:
      case 0x26: // FS . / FS &: leave / enter Kanji mode
        return 2;
      case 0x53: // FS S n1 n2
        return 4;
      case 0x43:
      case 0x2d:
      case 0x57:
      case 0x21: // FS C n / FS - n / FS W n / FS ! n
        return 3;
      default:
        return 3;
    }
  }

  /** ESC x … in StarPRNT (Star Mode). */
  function starEsc(data: Buffer, at: number): number {
    const c = data[at];
    if (c === 0x1d) {
      const d = data[at + 1];
      switch (d) {
        case 0x74: // ESC GS t n: code page
          codePage = STAR_CODE_PAGES[data[at + 2] ?? 0] ?? null;
          return 4;
        case 0x41: // ESC GS A nL nH: absolute position
          moveTo(Math.floor(u16(at + 2) / DOTS_PER_CHAR));
          return 5;
        case 0x52: {
          // ESC GS R nL nH: relative position
          let dots = u16(at + 2);
          if (dots > 0x7fff) dots -= 0x10000;
          if (dots > 0) moveTo(line.length + Math.floor(dots / DOTS_PER_CHAR));
          return 5;
        }
        case 0x61: // ESC GS a n: alignment
          return 4;
        case 0x03: // ESC GS ETX s n1 n2
          return 6;
        case 0x23: {
          // ESC GS # … LF NUL
          let k = at + 2;
          while (k < data.length && !(data[k] === 0x0a && data[k + 1] === 0x00)) k++;
          return k - at + 3;
        }
        default:
          return 4;
      }
    }
    if (c === 0x1e) {
      // ESC RS x n (ESC RS a n, ESC RS F n …)
      return 4;
    }
    switch (c) {
      case 0x40: // ESC @
        codePage = 'cp437';
        return 2;
      case 0x64: {
        // ESC d n: cut
        cuts += 1;
        return 3;
      }
      case 0x69: // ESC i n1 n2: character size
        return 4;
      case 0x73: // ESC s n1 n2
        return 4;
      case 0x6c:
      case 0x51: // ESC l n / ESC Q n: margins
        return 3;
      case 0x34:
      case 0x35:
      case 0x45:
      case 0x46:
      case 0x0e:
      case 0x14: // ESC 4 / 5 / E / F / SO / DC4: styles without a parameter
        return 2;
      case 0x30: // ESC 0: 1/8 inch line spacing
        return 2;
      case 0x61: // ESC a n: feed n lines
        for (let k = 0; k < (data[at + 1] ?? 0); k++) newline();
        return 3;
      case 0x2d:
      case 0x5f:
      case 0x20:
      case 0x4a:
      case 0x49:
        return 3;
      case 0x47:
      case 0x48: // ESC G / ESC H (double-strike on/off on some models) — treat as 2
        return 2;
      case 0x6b: // ESC k n1 n2: kanji — unused
        return 4;
      case 0x58: // ESC X nL nH …: raster — unused here
        return 4 + u16(at + 1);
      default:
        return 3;
    }
  }
}
