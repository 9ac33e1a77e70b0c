// Whether two JSON texts are the same document, without parsing either as a whole.
//
// Node 24's V8 can decode an escaped object key as the key of an earlier document that ends in a
// backslash: after JSON.parse('{"H":"","\\\\":""}'), the key of '{"H":"","\\r":""}' reads back as
// a lone backslash. Printers that escape characters inside strings (logSafeJson, jsonForScript) turn
// plain keys into escaped ones, so a property comparing JSON.parse of their output failed on some
// seeds for a reason outside the printer. Here each string literal is decoded on its own (JSON.parse
// of a lone string involves no object key), and the text between literals must match exactly.
import { expect } from '@jest/globals';

/** the text split into string literals and what lies between them; together they are the whole text */
function jsonTokens(json: string): string[] {
  const tokens = [...json.matchAll(/"(?:[^"\\]|\\.)*"|[^"]+/gs)].map(([token]) => token);
  expect(tokens.join('')).toBe(json);
  return tokens;
}

function decoded(json: string): string[] {
  return jsonTokens(json).map((token) => (token.startsWith('"') ? `literal ${JSON.parse(token) as string}` : `between ${token}`));
}

/** `actual` is valid JSON and holds the same document as `expected`: equal text between literals, equal strings in them */
export function expectSameJsonDocument(actual: string, expected: string): void {
  expect(() => JSON.parse(actual) as unknown).not.toThrow();
  expect(decoded(actual)).toEqual(decoded(expected));
}
