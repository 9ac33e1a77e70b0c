// A bare newline reader over a child's stdout: the floor side of the round-trip figures, with no
// limits, no UTF-8 checks and no timers — the least work any runner could do.
import type { Readable } from 'node:stream';

export class LineReader {
  private buffered = '';
  private readonly queue: string[] = [];
  private waiting: ((line: string) => void) | undefined;
  private failing: ((error: Error) => void) | undefined;
  private ended = false;

  constructor(stream: Readable) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      this.buffered += chunk;
      let i: number;
      while ((i = this.buffered.indexOf('\n')) >= 0) {
        const line = this.buffered.slice(0, i);
        this.buffered = this.buffered.slice(i + 1);
        const waiter = this.waiting;
        if (waiter) {
          this.waiting = undefined;
          this.failing = undefined;
          waiter(line);
        } else this.queue.push(line);
      }
    });
    stream.on('end', () => {
      this.ended = true;
      this.failing?.(new Error('the stream ended'));
    });
  }

  next(): Promise<string> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.ended) return Promise.reject(new Error('the stream ended'));
    return new Promise<string>((resolve, reject) => {
      this.waiting = resolve;
      this.failing = reject;
    });
  }
}
