// Protocol framing, pure: split a byte stream into lines with a hard length cap (readline has none:
// an agent that never writes a newline would grow its buffer without bound), and decode each line
// as strict UTF-8 (Buffer#toString silently turns bad bytes into U+FFFD).

const NEWLINE = 0x0a;
const CR = 0x0d;

export interface SplitOutput {
  /** complete lines, without their newline (a trailing CR is dropped too) */
  lines: Uint8Array[];
  /** a line grew past the cap; the splitter accepts nothing more */
  tooLong: boolean;
}

export class LineSplitter {
  private parts: Uint8Array[] = [];
  private partLength = 0;
  private failed = false;

  constructor(readonly maxLineBytes: number) {}

  /** Feed a chunk. Once a line is too long, every later call reports `tooLong` and no lines. */
  push(chunk: Uint8Array): SplitOutput {
    const lines: Uint8Array[] = [];
    if (this.failed) return { lines, tooLong: true };
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(NEWLINE, start);
      if (nl === -1) break;
      const segment = chunk.subarray(start, nl);
      if (this.partLength + segment.length > this.maxLineBytes) return this.fail(lines);
      lines.push(stripCr(this.take(segment)));
      start = nl + 1;
    }
    const rest = chunk.subarray(start);
    if (rest.length > 0) {
      if (this.partLength + rest.length > this.maxLineBytes) return this.fail(lines);
      this.parts.push(rest);
      this.partLength += rest.length;
    }
    return { lines, tooLong: false };
  }

  /** End of stream: the unterminated last line, if any (null when there is none or the cap was hit). */
  finish(): Uint8Array | null {
    if (this.failed || this.partLength === 0) return null;
    return stripCr(this.take(new Uint8Array(0)));
  }

  /** bytes of the line being assembled */
  get pendingBytes(): number {
    return this.partLength;
  }

  private take(segment: Uint8Array): Uint8Array {
    if (this.parts.length === 0) return segment;
    const out = new Uint8Array(this.partLength + segment.length);
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    out.set(segment, offset);
    this.parts = [];
    this.partLength = 0;
    return out;
  }

  private fail(lines: Uint8Array[]): SplitOutput {
    this.failed = true;
    this.parts = [];
    this.partLength = 0;
    return { lines, tooLong: true };
  }
}

function stripCr(line: Uint8Array): Uint8Array {
  return line.length > 0 && line[line.length - 1] === CR ? line.subarray(0, line.length - 1) : line;
}

const STRICT = new TextDecoder('utf-8', { fatal: true });

export type DecodedLine = { ok: true; text: string } | { ok: false; message: string };

/** Strict UTF-8: any malformed sequence is an error (a protocol error for the agent). */
export function decodeLine(bytes: Uint8Array): DecodedLine {
  try {
    return { ok: true, text: STRICT.decode(bytes) };
  } catch {
    return { ok: false, message: `a line of output is not valid UTF-8 (near byte ${firstBadByte(bytes)})` };
  }
}

/** Offset of the first byte that breaks UTF-8 (for a helpful message). */
export function firstBadByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need: number;
    if (b < 0x80) need = 0;
    else if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) need = 2;
    else if (b >= 0xf0 && b <= 0xf4) need = 3;
    else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    // overlongs and surrogates: let the strict decoder be the judge; point at the lead byte
    if (need > 0) {
      try {
        STRICT.decode(bytes.subarray(i, i + need + 1));
      } catch {
        return i;
      }
    }
    i += need + 1;
  }
  return i;
}
