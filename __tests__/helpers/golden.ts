// Golden outputs: the text people read, rendered from fixed fixtures and compared byte for byte
// with the committed files in __tests__/__outputs__/. After a deliberate change, rewrite them with
//   UPDATE_GOLDEN=1 npm test -- golden
// and review the diff as a user would before committing it.
import { expect } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './cli.js';

export const OUTPUTS = join(REPO_ROOT, '__tests__', '__outputs__');

export function expectGolden(name: string, actual: string): void {
  const file = join(OUTPUTS, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(OUTPUTS, { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  if (!existsSync(file)) throw new Error(`no golden file __tests__/__outputs__/${name}: run UPDATE_GOLDEN=1 npm test -- golden`);
  // toBe shows a line diff; the file is compared as it is, byte for byte.
  expect(actual).toBe(readFileSync(file, 'utf8'));
}
