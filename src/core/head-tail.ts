// A byte-capped log buffer that keeps the first and the last bytes of a stream and counts the rest
// (an agent's stderr). Pure: fed chunks, never blocks the writer, memory bounded by the cap.

const DECODER = new TextDecoder('utf-8'); // lossy on purpose: logs are for people, U+FFFD marks bad bytes

export class HeadTailBuffer {
  private readonly headCap: number;
  private readonly tailCap: number;
  private head: Uint8Array | null = null;
  private headLength = 0;
  private tail: Uint8Array | null = null;
  /** next write position in the tail ring */
  private tailPos = 0;
  private tailLength = 0;
  private total = 0;

  /** `capBytes` is split into a head half and a tail half. */
  constructor(capBytes: number) {
    const cap = Math.max(0, Math.floor(capBytes));
    this.headCap = Math.ceil(cap / 2);
    this.tailCap = cap - this.headCap;
  }

  push(chunk: Uint8Array): void {
    this.total += chunk.length;
    let rest = chunk;
    if (this.headLength < this.headCap) {
      this.head ??= new Uint8Array(this.headCap);
      const n = Math.min(this.headCap - this.headLength, rest.length);
      this.head.set(rest.subarray(0, n), this.headLength);
      this.headLength += n;
      rest = rest.subarray(n);
    }
    if (rest.length === 0 || this.tailCap === 0) return;
    this.tail ??= new Uint8Array(this.tailCap);
    if (rest.length >= this.tailCap) {
      this.tail.set(rest.subarray(rest.length - this.tailCap));
      this.tailPos = 0;
      this.tailLength = this.tailCap;
      return;
    }
    const first = Math.min(rest.length, this.tailCap - this.tailPos);
    this.tail.set(rest.subarray(0, first), this.tailPos);
    this.tail.set(rest.subarray(first), 0);
    this.tailPos = (this.tailPos + rest.length) % this.tailCap;
    this.tailLength = Math.min(this.tailCap, this.tailLength + rest.length);
  }

  /** every byte pushed so far, kept or not */
  get totalBytes(): number {
    return this.total;
  }

  /** bytes dropped between head and tail */
  get omittedBytes(): number {
    return this.total - this.headLength - this.tailLength;
  }

  get truncated(): boolean {
    return this.omittedBytes > 0;
  }

  /** The kept bytes: head, then tail in stream order. */
  bytes(): { head: Uint8Array; tail: Uint8Array; omitted: number } {
    const head = this.head ? this.head.slice(0, this.headLength) : new Uint8Array(0);
    let tail = new Uint8Array(0);
    if (this.tail && this.tailLength > 0) {
      if (this.tailLength < this.tailCap) tail = this.tail.slice(0, this.tailLength);
      else {
        tail = new Uint8Array(this.tailCap);
        tail.set(this.tail.subarray(this.tailPos), 0);
        tail.set(this.tail.subarray(0, this.tailPos), this.tailCap - this.tailPos);
      }
    }
    return { head, tail, omitted: this.omittedBytes };
  }

  /** Lossy text: head, a marker saying how much was dropped, tail. */
  text(): string {
    const { head, tail, omitted } = this.bytes();
    if (omitted === 0) {
      const all = new Uint8Array(head.length + tail.length);
      all.set(head, 0);
      all.set(tail, head.length);
      return DECODER.decode(all);
    }
    return `${DECODER.decode(head)}\n[… ${omitted} bytes omitted …]\n${DECODER.decode(tail)}`;
  }
}

/** Shorten text to at most `maxChars` UTF-16 units keeping its start and end (for excerpts). */
export function headTailText(text: string, maxChars: number, headShare = 0.25): string {
  if (text.length <= maxChars) return text;
  const marker = `\n[… ${text.length} characters in all, the middle omitted …]\n`;
  const budget = Math.max(0, maxChars - marker.length);
  let headChars = Math.floor(budget * headShare);
  let tailStart = text.length - (budget - headChars);
  // never split a surrogate pair
  const h = text.charCodeAt(headChars - 1);
  if (h >= 0xd800 && h <= 0xdbff) headChars -= 1;
  const t = text.charCodeAt(tailStart);
  if (t >= 0xdc00 && t <= 0xdfff) tailStart += 1;
  return text.slice(0, headChars) + marker + text.slice(tailStart);
}
