// Building HTML pages safely: every interpolated value is escaped unless it is markup this module
// built (SafeHtml), JSON embedded in a <script> element cannot end that element, and each page
// carries a Content-Security-Policy that allows no network at all and no script but the page's own
// inline one (by its sha256 hash). Pure.
import { createHash } from 'node:crypto';

/** Markup that is already safe to place in a page. Only this module and `html` make it. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlPart = SafeHtml | string | number | boolean | null | undefined | readonly HtmlPart[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escape text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  // lone surrogates and C0 controls other than TAB/LF/CR are not allowed in HTML text: make them visible
  return (
    text
      .replace(/[&<>"'`]/g, (ch) => ESCAPES[ch]!)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`)
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`)
  );
}

function part(value: HtmlPart): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlPart[]).map(part).join('');
  return escapeHtml(String(value));
}

/** A tagged template: `html\`<td>${name}</td>\`` escapes `name`; nested `html` results stay markup. */
export function html(strings: TemplateStringsArray, ...values: HtmlPart[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += part(v) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/** Join parts into one piece of markup. */
export function joinHtml(parts: readonly HtmlPart[], separator = ''): SafeHtml {
  return new SafeHtml(parts.map(part).join(separator));
}

/**
 * Markup from a renderer outside this module (a game module's own renderHtml). It is trusted to be
 * markup, not checked; the page's Content-Security-Policy is what keeps script in it from running.
 */
export function rawHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * JSON for the content of a <script type="application/json"> element: `<` (so no `</script` or
 * `<!--`), `>`, `&` and the line separators U+2028/U+2029 become \u escapes, which JSON.parse reads
 * back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface PageParts {
  title: string;
  /** the page's only style sheet */
  css: string;
  /** the page's only script (may be empty) */
  script?: string;
  /** JSON data the script reads: element id → value */
  data?: Record<string, unknown>;
  body: SafeHtml;
}

/** The Content-Security-Policy of a page with this style sheet and script. */
export function contentSecurityPolicy(css: string, script: string | undefined): string {
  return [
    "default-src 'none'",
    script ? `script-src ${sha256(script)}` : "script-src 'none'",
    `style-src ${sha256(css)}`,
    "img-src 'none'",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** A whole self-contained page: one inline style sheet, at most one inline script, no network. */
export function page(parts: PageParts): string {
  const csp = contentSecurityPolicy(parts.css, parts.script);
  // hashes are base64 and the rest is fixed text: nothing in it needs escaping in a quoted attribute
  if (/["<>&]/.test(csp)) throw new Error('a Content-Security-Policy with markup characters');
  const data = Object.entries(parts.data ?? {})
    .map(([id, value]) => `<script type="application/json" id="${escapeHtml(id)}">${jsonForScript(value)}</script>\n`)
    .join('');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    `<style>${parts.css}</style>`,
    '</head>',
    '<body>',
    parts.body.value,
    `${data}${parts.script ? `<script>${parts.script}</script>` : ''}`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
