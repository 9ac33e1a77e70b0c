// Read one file out of an untrusted zip, in memory (docs/security-model.md, "Trust boundaries"). Nothing is ever written to
// disk. Refused: more than one entry, any name but the expected one (absolute, "..", backslash,
// NUL, drive letters are named as such), symlinks and directories (Unix mode in the external
// attributes), encryption, declared or actual sizes over the cap, and compression ratios of a bomb.
import { once } from 'node:events';
import yauzl from 'yauzl';

export interface ZipCaps {
  /** entries in the central directory */
  maxEntries: number;
  /** uncompressed bytes of the one entry, declared and actual */
  maxUncompressedBytes: number;
  /** uncompressed / compressed */
  maxRatio: number;
}

export const DEFAULT_ZIP_CAPS: ZipCaps = { maxEntries: 1, maxUncompressedBytes: 8 * 1024 * 1024, maxRatio: 200 };

/**
 * The layers of the reader that tests may switch off, to show that the later ones hold alone
 * (__tests__/security/zip.test.ts). Production code never passes it.
 */
export interface ZipLayers {
  /** yauzl's check that an entry inflates to exactly its declared size (default on) */
  verifyEntrySizes?: boolean;
}

export class ZipRejectedError extends Error {
  override readonly name = 'ZipRejectedError';
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;

export function isZip(bytes: Uint8Array): boolean {
  // a byte past the end reads undefined, which is no signature byte: no length check needed
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

/** Why an entry name is not acceptable, or undefined. */
export function entryNameProblem(raw: Buffer): string | undefined {
  if (raw.includes(0)) return 'an entry name holds a NUL byte';
  const name = raw.toString('latin1');
  if (name.includes('\\')) return 'an entry name uses a backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'an entry name is an absolute path';
  if (name.split('/').includes('..')) return 'an entry name leaves the archive folder ("..")';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u00ff]/.test(name)) return 'an entry name holds control or non-ASCII characters';
  return undefined;
}

/** `work`'s result; its failure as a ZipRejectedError that says what failed and the reader's reason. */
async function orRejected<T>(work: Promise<T>, what: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new ZipRejectedError(`${what} (${(error as Error).message})`);
  }
}

/** The entry's bytes, stopped as soon as more than `cap` come out, whatever the entry declares. */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, cap: number): Promise<Buffer> {
  const stream = await orRejected(zip.openReadStreamPromise(entry), 'the zip entry could not be read');
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    // leaving the loop early (the throw) destroys the stream: nothing more is inflated
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > cap) throw new ZipRejectedError(`the zip entry inflates to more than ${cap} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ZipRejectedError) throw error;
    throw new ZipRejectedError(`the zip entry is damaged (${(error as Error).message})`);
  }
  return Buffer.concat(chunks);
}

/** Refuses `size` uncompressed bytes from the entry's compressed ones at a ratio over the cap. */
function refuseBombRatio(size: number, entry: yauzl.Entry, caps: ZipCaps): void {
  if (size / Math.max(1, entry.compressedSize) > caps.maxRatio) {
    throw new ZipRejectedError(`the zip entry's compression ratio is over ${caps.maxRatio}:1 (a zip bomb?)`);
  }
}

/** The bytes of the single file `expectedName` in the archive; ZipRejectedError for anything else. */
export async function readSingleFileZip(
  bytes: Uint8Array,
  expectedName: string,
  caps: ZipCaps = DEFAULT_ZIP_CAPS,
  layers: ZipLayers = {},
): Promise<Buffer> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // read from memory: the archive holds no file descriptor, so there is nothing to close afterwards;
  // the promise form always reads entries lazily (one readEntry() each)
  const options = { decodeStrings: false, validateEntrySizes: layers.verifyEntrySizes !== false };
  const zip = await orRejected(yauzl.fromBufferPromise(buffer, options), 'not a readable zip archive');
  if (zip.entryCount === 0) throw new ZipRejectedError('the zip archive is empty');
  if (zip.entryCount > caps.maxEntries) {
    throw new ZipRejectedError(`the zip archive has ${zip.entryCount} entries; exactly ${caps.maxEntries} (${expectedName}) is expected`);
  }
  zip.readEntry();
  // once() rejects on the archive's 'error' event and removes both listeners either way
  const [entry] = (await orRejected(once(zip, 'entry'), 'the zip archive is damaged')) as [yauzl.Entry];
  const problem = entryNameProblem(entry.fileNameRaw);
  if (problem) throw new ZipRejectedError(problem);
  const name = entry.fileNameRaw.toString('latin1');
  if (name !== expectedName) throw new ZipRejectedError(`the zip archive holds ${JSON.stringify(name.slice(0, 100))}, not ${expectedName}`);
  // Unix mode lives in the upper 16 bits of the external attributes when the archive was made on Unix.
  const mode = (entry.externalFileAttributes >>> 16) & 0xffff;
  const madeOnUnix = entry.versionMadeBy >>> 8 === 3;
  // mode 0 (no Unix mode recorded) has file type 0, which passes
  if (madeOnUnix) {
    const type = mode & S_IFMT;
    if (type === S_IFLNK) throw new ZipRejectedError('the zip entry is a symbolic link');
    if (type === S_IFDIR) throw new ZipRejectedError('the zip entry is a directory');
    if (type !== 0 && type !== S_IFREG) throw new ZipRejectedError('the zip entry is not a regular file');
  }
  if ((entry.externalFileAttributes & 0x10) !== 0) throw new ZipRejectedError('the zip entry is a directory');
  if (entry.isEncrypted()) throw new ZipRejectedError('the zip entry is encrypted');
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new ZipRejectedError(`the zip entry uses compression method ${entry.compressionMethod}; only stored and deflate are read`);
  }
  if (entry.uncompressedSize > caps.maxUncompressedBytes) {
    throw new ZipRejectedError(`the zip entry declares ${entry.uncompressedSize} bytes; the limit is ${caps.maxUncompressedBytes}`);
  }
  // the declared size first (nothing inflated yet), then the bytes that actually came out
  refuseBombRatio(entry.uncompressedSize, entry, caps);
  const data = await readEntry(zip, entry, caps.maxUncompressedBytes);
  refuseBombRatio(data.length, entry, caps);
  return data;
}
