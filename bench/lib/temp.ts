// Temp folders of a bench run: every group removes its own in `finally`; if the run is interrupted
// (Ctrl-C), run.ts removes whatever is still registered before it exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const live = new Set<string>();

/** A fresh folder under os.tmpdir(), named arena-bench-<what>-… */
export function benchTempDir(what: string): string {
  const dir = mkdtempSync(join(tmpdir(), `arena-bench-${what}-`));
  live.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  live.delete(dir);
}

export function removeAllTempDirs(): void {
  for (const dir of [...live]) removeTempDir(dir);
}
