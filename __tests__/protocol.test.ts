// Protocol framing and messages, pure: the byte-level line splitter, strict UTF-8, the head+tail
// buffer, and the v1 message schemas.
import { describe, expect, it } from '@jest/globals';
import { HeadTailBuffer, headTailText } from '../src/core/head-tail.js';
import { decodeLine, firstBadByte, LineSplitter } from '../src/core/protocol/line-splitter.js';
import {
  EndMessageSchema,
  endMessage,
  parseAgentLine,
  PROTOCOL_VERSION,
  StartMessageSchema,
  startMessage,
  TurnMessageSchema,
  turnMessage,
} from '../src/core/protocol/messages.js';

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe('LineSplitter', () => {
  it('splits on LF across chunks, drops a trailing CR, keeps empty lines', () => {
    const s = new LineSplitter(100);
    expect(s.push(bytes('ab')).lines).toEqual([]);
    expect(s.pendingBytes).toBe(2);
    const out = s.push(bytes('c\r\n\nde\nf'));
    expect(out.tooLong).toBe(false);
    expect(out.lines.map(text)).toEqual(['abc', '', 'de']);
    expect(text(s.finish()!)).toBe('f');
    expect(s.finish()).toBeNull();
  });

  it('a line may be exactly the cap; one byte more is too long, even without a newline', () => {
    const exact = new LineSplitter(4);
    expect(exact.push(bytes('abcd\n')).lines.map(text)).toEqual(['abcd']);
    const over = new LineSplitter(4);
    expect(over.push(bytes('ab')).tooLong).toBe(false);
    expect(over.push(bytes('cde')).tooLong).toBe(true); // 5 bytes and still no newline
    expect(over.push(bytes('\nok\n'))).toEqual({ lines: [], tooLong: true }); // sticky
    expect(over.finish()).toBeNull();
  });

  it('lines before the long one are still delivered', () => {
    const s = new LineSplitter(3);
    const out = s.push(bytes('ok\nthis is long\n'));
    expect(out.lines.map(text)).toEqual(['ok']);
    expect(out.tooLong).toBe(true);
  });

  it('counts bytes, not characters', () => {
    const s = new LineSplitter(4);
    expect(s.push(bytes('éé\n')).lines.map(text)).toEqual(['éé']); // 4 bytes
    expect(new LineSplitter(4).push(bytes('ééé\n')).tooLong).toBe(true); // 6 bytes
  });

  it('holds at most the cap in memory for a 10 MB line without newline', () => {
    const s = new LineSplitter(1024 * 1024);
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let tooLong = false;
    for (let i = 0; i < 160 && !tooLong; i++) tooLong = s.push(chunk).tooLong;
    expect(tooLong).toBe(true);
    expect(s.pendingBytes).toBe(0);
  });
});

describe('strict UTF-8', () => {
  it('accepts valid text and rejects malformed bytes with the offset', () => {
    expect(decodeLine(bytes('{"a":"é€𝄞"}'))).toEqual({ ok: true, text: '{"a":"é€𝄞"}' });
    for (const [bad, at] of [
      [[0x61, 0xff], 1],
      [[0x61, 0x62, 0xc3, 0x28], 2],
      [[0xed, 0xa0, 0x80], 0], // a UTF-16 surrogate encoded in UTF-8
      [[0xc0, 0xaf], 0], // overlong
      [[0xe2, 0x82], 0], // truncated
    ] as Array<[number[], number]>) {
      const result = decodeLine(Uint8Array.from(bad));
      expect(result.ok).toBe(false);
      expect(firstBadByte(Uint8Array.from(bad))).toBe(at);
      if (!result.ok) expect(result.message).toBe(`a line of output is not valid UTF-8 (near byte ${at})`);
    }
  });
});

describe('HeadTailBuffer', () => {
  it('keeps everything under the cap', () => {
    const b = new HeadTailBuffer(16);
    b.push(bytes('hello '));
    b.push(bytes('world'));
    expect(b.text()).toBe('hello world');
    expect(b.truncated).toBe(false);
    expect(b.totalBytes).toBe(11);
  });

  it('keeps the head and the tail and counts what it dropped', () => {
    const b = new HeadTailBuffer(10);
    b.push(bytes('01234'));
    for (let i = 0; i < 1000; i++) b.push(bytes('x'));
    b.push(bytes('abc'));
    b.push(bytes('de'));
    expect(b.totalBytes).toBe(1010);
    expect(b.truncated).toBe(true);
    expect(b.omittedBytes).toBe(1000);
    expect(b.text()).toBe('01234\n[… 1000 bytes omitted …]\nabcde');
  });

  it('a chunk larger than the whole buffer keeps its start and end', () => {
    const b = new HeadTailBuffer(8);
    b.push(bytes('ABCDefghijklmnWXYZ'));
    const { head, tail, omitted } = b.bytes();
    expect(text(head)).toBe('ABCD');
    expect(text(tail)).toBe('WXYZ');
    expect(omitted).toBe(10);
  });

  it('wraps the tail ring correctly', () => {
    const b = new HeadTailBuffer(6);
    b.push(bytes('abc'));
    for (const piece of ['12', '34', '56', '7']) b.push(bytes(piece));
    expect(text(b.bytes().tail)).toBe('567');
  });

  it('decodes bad bytes lossily (logs are for people)', () => {
    const b = new HeadTailBuffer(100);
    b.push(Uint8Array.from([0x6f, 0x6b, 0xff]));
    expect(b.text()).toBe('ok\ufffd');
  });

  it('headTailText keeps both ends of long text within the limit', () => {
    const long = `START${'m'.repeat(10_000)}END`;
    const short = headTailText(long, 500);
    expect(short.length).toBeLessThanOrEqual(500);
    expect(short.startsWith('START')).toBe(true);
    expect(short.endsWith('END')).toBe(true);
    expect(headTailText('short', 500)).toBe('short');
  });
});

describe('protocol v1 messages', () => {
  it('builds start, turn and end exactly as docs/protocol.md says', () => {
    const start = startMessage({
      game: 'connect-four',
      gameId: 'game-0',
      seat: 0,
      players: 2,
      seed: 123,
      config: {},
      time: { turnMs: 1000, bankMs: 10000 },
    });
    expect(JSON.stringify(start)).toBe(
      '{"type":"start","protocol":1,"game":"connect-four","gameId":"game-0","seat":0,"players":2,"seed":123,"config":{},"time":{"turnMs":1000,"bankMs":10000}}',
    );
    expect(StartMessageSchema.parse(start)).toEqual(start);
    expect(PROTOCOL_VERSION).toBe(1);
    const turn = turnMessage('game-0', 7, { board: [] }, { turnMs: 1000, bankMs: 8400 });
    expect(JSON.stringify(turn)).toBe(
      '{"type":"turn","gameId":"game-0","turn":7,"observation":{"board":[]},"time":{"turnMs":1000,"bankMs":8400}}',
    );
    expect(TurnMessageSchema.parse(turn)).toEqual(turn);
    const end = endMessage('game-0', [1, 2], 'four-in-a-row');
    expect(JSON.stringify(end)).toBe('{"type":"end","gameId":"game-0","result":{"ranks":[1,2],"reason":"four-in-a-row"}}');
    expect(EndMessageSchema.parse(end)).toEqual(end);
    expect(StartMessageSchema.safeParse({ ...start, extra: 1 }).success).toBe(false);
  });

  it('parses ready and action, ignoring extra keys', () => {
    expect(parseAgentLine('{"type":"ready"}')).toEqual({ ok: true, message: { type: 'ready' } });
    expect(parseAgentLine('{"type":"ready","name":"bot"}')).toEqual({ ok: true, message: { type: 'ready' } });
    expect(parseAgentLine('{"type":"action","turn":7,"action":3}')).toEqual({ ok: true, message: { type: 'action', turn: 7, action: 3 } });
    expect(parseAgentLine(' {"type":"action","turn":1,"action":{"x":[1]},"debug":"hi"} ')).toEqual({
      ok: true,
      message: { type: 'action', turn: 1, action: { x: [1] } },
    });
    expect(parseAgentLine('{"type":"action","turn":1,"action":null}')).toEqual({
      ok: true,
      message: { type: 'action', turn: 1, action: null },
    });
  });

  it('says what is wrong with a bad line', () => {
    const reason = (line: string) => {
      const r = parseAgentLine(line);
      expect(r.ok).toBe(false);
      return r.ok ? '' : r.reason;
    };
    expect(reason('{"type":"action",')).toMatch(/^the line is not JSON \(/);
    expect(reason('[1,2]')).toMatch(/must be a JSON object with a "type"/);
    expect(reason('"ready"')).toMatch(/must be a JSON object/);
    expect(reason('{"type":"hello"}')).toMatch(/unknown message type "hello"/);
    expect(reason('{"turn":1}')).toMatch(/unknown message type undefined/);
    expect(reason('{"type":"action","turn":1}')).toMatch(/has no "action" field/);
    expect(reason('{"type":"action","turn":"1","action":3}')).toMatch(/bad "action" message: "turn"/);
    expect(reason('{"type":"action","turn":0,"action":3}')).toMatch(/"turn"/);
    expect(reason('{"type":"action","turn":1.5,"action":3}')).toMatch(/"turn"/);
    // previews are short
    expect(reason(`{"x":"${'a'.repeat(5000)}"`).length).toBeLessThan(400);
    // hostile nesting does not throw
    expect(parseAgentLine('['.repeat(200_000)).ok).toBe(false);
    expect(parseAgentLine(`{"type":"action","turn":1,"action":${'['.repeat(50_000)}${']'.repeat(50_000)}}`).ok).toBe(true);
  });
});
