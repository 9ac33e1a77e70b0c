// The in-memory zip reader (src/adapters/zip.ts) rule by rule: which bytes are a zip, which entry
// names pass (a property against an independent statement of the rule), and each header field it
// refuses, with the exact reason and at the exact boundary of each cap.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { deflateRawSync } from 'node:zlib';
import {
  DEFAULT_ZIP_CAPS,
  entryNameProblem,
  isZip,
  readSingleFileZip,
  ZipRejectedError,
  type ZipCaps,
  type ZipLayers,
} from '../../src/adapters/zip.js';
import { makeZip, type ZipEntry } from '../helpers/github-api.js';
import { runs } from './runs.js';

const NAME = 'arena-results.json';
const DATA = '{"schema":"arena.results/v1"}';
const entry = (over: Partial<ZipEntry> = {}): ZipEntry => ({ name: NAME, data: DATA, method: 'store', ...over });
const read = (zip: Buffer, caps?: ZipCaps, layers?: ZipLayers) => readSingleFileZip(zip, NAME, caps, layers);
async function refused(zip: Buffer, reason: string | RegExp, caps?: ZipCaps, layers?: ZipLayers): Promise<void> {
  const error = await read(zip, caps, layers).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZipRejectedError);
  expect((error as Error).name).toBe('ZipRejectedError');
  if (typeof reason === 'string') expect((error as Error).message).toBe(reason);
  else expect((error as Error).message).toMatch(reason);
}

describe('isZip: the local-file and empty-archive signatures', () => {
  it('PK 03|05 04|06, and nothing shorter or different', () => {
    for (const sig of [
      [0x50, 0x4b, 3, 4],
      [0x50, 0x4b, 5, 6],
      [0x50, 0x4b, 3, 6],
      [0x50, 0x4b, 5, 4],
    ])
      for (const bytes of [sig, [...sig, 0]]) expect(isZip(Uint8Array.from(bytes))).toBe(true);
    for (const bytes of [
      [],
      [0x50, 0x4b, 3],
      [0x51, 0x4b, 3, 4],
      [0x50, 0x4c, 3, 4],
      [0x50, 0x4b, 4, 4],
      [0x50, 0x4b, 3, 5],
      [0x50, 0x4b, 1, 2],
    ])
      expect(isZip(Uint8Array.from(bytes))).toBe(false);
    expect(isZip(makeZip([entry()]))).toBe(true);
    expect(isZip(Buffer.from(DATA))).toBe(false);
  });

  it('for every byte string: exactly the four signatures at its start', () => {
    const near = fc.array(fc.constantFrom(0x50, 0x4b, 3, 4, 5, 6, 0), { maxLength: 6 });
    fc.assert(
      fc.property(fc.oneof(near, fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 6 })), (bytes) => {
        const [a, b, c, d] = bytes;
        const oracle = bytes.length >= 4 && a === 0x50 && b === 0x4b && [3, 5].includes(c!) && [4, 6].includes(d!);
        expect(isZip(Uint8Array.from(bytes))).toBe(oracle);
      }),
      { numRuns: runs(400) },
    );
  });
});

describe('entryNameProblem', () => {
  const problem = (name: string) => entryNameProblem(Buffer.from(name, 'latin1'));

  it('names each problem, checked in this order', () => {
    expect(problem('a\u0000\\b')).toBe('an entry name holds a NUL byte');
    expect(problem('/a\\b')).toBe('an entry name uses a backslash');
    expect(problem('/x')).toBe('an entry name is an absolute path');
    expect(problem('c:x')).toBe('an entry name is an absolute path');
    expect(problem('Z:/x')).toBe('an entry name is an absolute path');
    expect(problem('..')).toBe('an entry name leaves the archive folder ("..")');
    expect(problem('a/../b')).toBe('an entry name leaves the archive folder ("..")');
    expect(problem('a/..')).toBe('an entry name leaves the archive folder ("..")');
    expect(problem('a\u0001')).toBe('an entry name holds control or non-ASCII characters');
    expect(problem('\u001f')).toBe('an entry name holds control or non-ASCII characters');
    expect(problem('\u007f')).toBe('an entry name holds control or non-ASCII characters');
    expect(problem('caf\u00e9')).toBe('an entry name holds control or non-ASCII characters');
    expect(problem('\u00ff')).toBe('an entry name holds control or non-ASCII characters');
  });

  it('passes names that only look close', () => {
    for (const ok of [NAME, 'a b~', 'dir/file.json', '..a', 'a..b', '...', '1:x', 'x/C:y', 'x/', ' ']) expect(problem(ok)).toBeUndefined();
  });

  it('for every name: undefined exactly when the rule holds', () => {
    const char = fc.oneof(
      fc.constantFrom('/', '.', '\\', ':', 'a', 'C', '\u0000', '\u001f', ' ', '~', '\u007f', '\u0080', '\u00ff'),
      fc.integer({ min: 0, max: 255 }).map((c) => String.fromCharCode(c)),
    );
    fc.assert(
      fc.property(fc.array(char, { maxLength: 8 }), (chars) => {
        const name = chars.join('');
        const ok =
          ![...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) > 0x7e || c === '\\') &&
          !name.startsWith('/') &&
          !(name.length >= 2 && /[A-Za-z]/.test(name[0]!) && name[1] === ':') &&
          !name.split('/').some((segment) => segment === '..');
        expect(problem(name) === undefined).toBe(ok);
      }),
      { numRuns: runs(1000) },
    );
  });
});

describe('readSingleFileZip', () => {
  it('reads the one file, stored or deflated, and returns exactly its bytes', async () => {
    expect((await read(makeZip([entry()]))).toString()).toBe(DATA);
    expect((await read(makeZip([entry({ method: 'deflate' })]))).toString()).toBe(DATA);
    expect((await read(makeZip([entry({ data: '' })]))).length).toBe(0);
  });

  it('the entry count: more than maxEntries is refused with the count; up to it the first entry is read', async () => {
    const two = makeZip([entry(), entry({ name: 'other.json' })]);
    await refused(two, `the zip archive has 2 entries; exactly 1 (${NAME}) is expected`);
    expect((await read(two, { ...DEFAULT_ZIP_CAPS, maxEntries: 2 })).toString()).toBe(DATA);
    await refused(makeZip([]), 'the zip archive is empty');
  });

  it('another name: shown (at most 100 characters) and refused', async () => {
    const long = `${'x'.repeat(150)}.json`;
    await refused(makeZip([entry({ name: long })]), `the zip archive holds "${'x'.repeat(100)}", not ${NAME}`);
    await refused(makeZip([entry({ name: `${NAME}x` })]), `the zip archive holds "${NAME}x", not ${NAME}`);
    await refused(makeZip([entry({ name: `dir/${NAME}` })]), `the zip archive holds "dir/${NAME}", not ${NAME}`);
  });

  it('Unix file types: a link, a folder, a fifo or a device is refused; a plain file or no type passes', async () => {
    await refused(makeZip([entry({ mode: 0o120777 })]), 'the zip entry is a symbolic link');
    await refused(makeZip([entry({ mode: 0o040755 })]), 'the zip entry is a directory');
    for (const mode of [0o010644, 0o020644, 0o060644, 0o140755])
      await refused(makeZip([entry({ mode })]), 'the zip entry is not a regular file');
    for (const mode of [0o100644, 0o100755, 0o000644, 0]) expect((await read(makeZip([entry({ mode })]))).toString()).toBe(DATA);
  });

  it('an archive not made on Unix: the upper attribute bits are no Unix mode, the MS-DOS folder bit still counts', async () => {
    expect((await read(makeZip([entry({ madeBy: 0, mode: 0o120777 })]))).toString()).toBe(DATA);
    expect((await read(makeZip([entry({ madeBy: 0, mode: 0o040755 })]))).toString()).toBe(DATA);
    await refused(makeZip([entry({ madeBy: 0, mode: 0, dosAttributes: 0x10 })]), 'the zip entry is a directory');
    await refused(makeZip([entry({ dosAttributes: 0x10 })]), 'the zip entry is a directory');
    // other MS-DOS attributes (read-only, hidden, archive) are no reason to refuse
    expect((await read(makeZip([entry({ madeBy: 0, mode: 0, dosAttributes: 0x01 | 0x02 | 0x20 })]))).toString()).toBe(DATA);
  });

  it('encryption and compression methods other than stored and deflate are refused by name', async () => {
    await refused(makeZip([entry({ method: 'deflate', flags: 0x1 })]), 'the zip entry is encrypted');
    for (const code of [12, 14, 99])
      await refused(
        makeZip([entry({ methodCode: code })]),
        `the zip entry uses compression method ${code}; only stored and deflate are read`,
      );
  });

  it('the declared size: up to the cap is read, one byte over is refused before reading', async () => {
    const size = Buffer.byteLength(DATA);
    expect((await read(makeZip([entry()]), { ...DEFAULT_ZIP_CAPS, maxUncompressedBytes: size })).toString()).toBe(DATA);
    await refused(makeZip([entry()]), `the zip entry declares ${size} bytes; the limit is ${size - 1}`, {
      ...DEFAULT_ZIP_CAPS,
      maxUncompressedBytes: size - 1,
    });
  });

  it('the compression ratio: up to maxRatio is read, over it is refused', async () => {
    const data = Buffer.alloc(100_000, 0x41);
    const zip = makeZip([{ name: NAME, data }]);
    // the deflated size, from the central directory (offset 20 of the 46-byte header after the local part)
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const compressed = zip.readUInt32LE(central + 20);
    const ratio = data.length / compressed;
    expect(ratio).toBeGreaterThan(DEFAULT_ZIP_CAPS.maxRatio);
    await refused(zip, `the zip entry's compression ratio is over ${DEFAULT_ZIP_CAPS.maxRatio}:1 (a zip bomb?)`);
    expect((await read(zip, { ...DEFAULT_ZIP_CAPS, maxRatio: ratio })).length).toBe(data.length);
    await refused(zip, `the zip entry's compression ratio is over ${ratio - 0.5}:1 (a zip bomb?)`, {
      ...DEFAULT_ZIP_CAPS,
      maxRatio: ratio - 0.5,
    });
  });

  it('an entry that inflates to fewer bytes than it declares is damaged', async () => {
    const error = await read(makeZip([entry({ method: 'deflate', data: '', declaredSize: 5 })])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZipRejectedError);
    expect((error as Error).message).toMatch(/^the zip entry is damaged \(/);
  });

  it("what is not a zip archive says so, with the reader's reason", async () => {
    await refused(
      Buffer.from('PK\u0003\u0004garbage'),
      'not a readable zip archive (End of central directory record signature not found. Either not a zip file, or file is truncated.)',
    );
  });

  it("a damaged central directory or local header is refused with the reader's reason", async () => {
    const zip = makeZip([entry()]);
    const central = Buffer.from(zip);
    central.writeUInt32LE(0x12345678, central.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    await refused(central, /^the zip archive is damaged \(invalid central directory file header signature: 0x12345678\)$/);
    const local = Buffer.from(zip);
    local.writeUInt32LE(0x12345678, 0);
    await refused(local, /^the zip entry could not be read \(invalid local file header signature: 0x12345678\)$/);
  });

  it('a declared bomb ratio is refused before anything is inflated', async () => {
    // the entry declares far more than it inflates to: inflating it would say "damaged", so the
    // "ratio" answer shows the declared ratio was checked first
    const data = Buffer.alloc(12, 0x41);
    const compressed = deflateRawSync(data).length;
    const declaring = (declaredSize: number) => makeZip([{ name: NAME, data, declaredSize }]);
    await refused(declaring(201 * compressed), `the zip entry's compression ratio is over ${DEFAULT_ZIP_CAPS.maxRatio}:1 (a zip bomb?)`);
    // at exactly the ratio it is inflated, and then found damaged
    await refused(declaring(200 * compressed), /^the zip entry is damaged \(/);
  });

  describe('with the entry-size check of the zip library switched off (the layers after it, alone)', () => {
    const noSizeCheck: ZipLayers = { verifyEntrySizes: false };
    // 100,000 bytes that deflate to about 100, declared as 10: a lie only the library's own check sees
    const liar = makeZip([{ name: NAME, data: Buffer.alloc(100_000, 0x41), declaredSize: 10 }]);

    it('the library refuses the lie itself when its check is on', async () => {
      await refused(liar, /^the zip entry is damaged \(too many bytes in the stream/);
    });

    it('the streaming cap stops an entry that inflates past the cap whatever it declares', async () => {
      await refused(
        liar,
        'the zip entry inflates to more than 1000 bytes',
        { ...DEFAULT_ZIP_CAPS, maxUncompressedBytes: 1000 },
        noSizeCheck,
      );
    });

    it('the ratio of the bytes actually inflated is checked again after reading', async () => {
      await refused(
        liar,
        `the zip entry's compression ratio is over ${DEFAULT_ZIP_CAPS.maxRatio}:1 (a zip bomb?)`,
        DEFAULT_ZIP_CAPS,
        noSizeCheck,
      );
      // and an honest entry still reads
      expect((await read(makeZip([entry()]), DEFAULT_ZIP_CAPS, noSizeCheck)).toString()).toBe(DATA);
    });
  });
});
