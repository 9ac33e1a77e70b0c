// The agents the bench plays with: a minimal protocol agent ("echo": answers every message at once)
// for round trips, and the official agents' own code run in memory for the throughput floor.
import { readFileSync } from 'node:fs';

/**
 * The echo agent, as a `node -e` program (CommonJS): `ready` for every `start`, the first legal
 * column for every `turn`. The same program runs under the runners and on the bare floors.
 */
export const ECHO_AGENT = [
  "let b='';process.stdin.setEncoding('utf8');",
  "process.stdin.on('data',d=>{b+=d;let i;while((i=b.indexOf('\\n'))>=0){const l=b.slice(0,i);b=b.slice(i+1);if(!l.trim())continue;",
  'const m=JSON.parse(l);',
  'if(m.type===\'start\')process.stdout.write(\'{"type":"ready"}\\n\');',
  "else if(m.type==='turn')process.stdout.write(JSON.stringify({type:'action',turn:m.turn,action:((m.observation||{}).legal||[0])[0]})+'\\n');}});",
  "process.stdin.on('end',()=>process.exit(0));",
].join('');

/** One instance of an agent held in memory: feed it protocol lines, get the lines it wrote. */
export interface InMemoryAgent {
  send(line: string): string[];
}

/**
 * The code of an official agent (agents/official/<name>/agent.mjs), loaded so it runs in this
 * process: its only import (node:readline's createInterface) and `process` are replaced by stubs
 * that hand it lines and collect what it writes. Each call of the returned factory evaluates the
 * module afresh (fresh module state, as a new process has); a distinct `compilationKey` also gets a
 * fresh compilation (cold code). Fails loudly if the file has a shape this loader does not
 * understand, rather than measuring something else.
 */
export function loadOfficialAgent(file: string, compilationKey = ''): () => InMemoryAgent {
  const source = readFileSync(file, 'utf8');
  const importLine = /^import \{ createInterface \} from 'node:readline';$/m;
  if (!importLine.test(source)) throw new Error(`${file}: expected its one import to be node:readline's createInterface`);
  const body = source.replace(importLine, '');
  if (/^\s*import\s/m.test(body)) throw new Error(`${file}: has imports the in-memory loader cannot stub`);
  const compiled = new Function('createInterface', 'process', `'use strict';\n${body}\n// ${compilationKey}`) as (
    createInterface: unknown,
    process: unknown,
  ) => void;
  return () => {
    let onLine: ((line: string) => void) | undefined;
    const written: string[] = [];
    const stubInterface = () => ({
      on(event: string, handler: (line: string) => void) {
        if (event === 'line') onLine = handler;
      },
    });
    const stubProcess = {
      stdout: {
        write(text: string) {
          written.push(text);
          return true;
        },
      },
      stdin: {},
      exit() {
        // the agent exits when its input closes; nothing to do in memory
      },
    };
    compiled(stubInterface, stubProcess);
    if (!onLine) throw new Error(`${file}: did not register a line handler`);
    const handler = onLine;
    return {
      send(line: string): string[] {
        written.length = 0;
        handler(line);
        return written
          .join('')
          .split('\n')
          .filter((l) => l !== '');
      },
    };
  };
}
