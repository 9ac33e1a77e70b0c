// Lets the bench run the project's TypeScript sources directly (node --experimental-transform-types):
// the sources import `./x.js` (what tsc and ncc expect); when that file does not exist beside a .ts
// importer, resolve `./x.ts` instead.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (relative && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
      try {
        return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
      } catch {
        // a real .js file: resolve it as written
      }
    }
    return nextResolve(specifier, context);
  },
});
