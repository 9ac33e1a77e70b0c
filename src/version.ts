// Kept equal to package.json's version by a test (__tests__/toolchain.test.ts).
export const ARENA_VERSION = '0.1.0';
