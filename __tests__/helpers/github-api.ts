/**
 * A local GitHub REST API for tests, checked against GitHub's own OpenAPI description.
 *
 * It listens on 127.0.0.1 (point the code under test at it with GITHUB_API_URL = `api.url`) and
 * serves only the operations a test registers, by operationId, with a handler:
 *
 *   const api = await GitHubApiMock.start();           // reads the routes of the OpenAPI description
 *   api.on('pulls/get', (req) => ({ body: pull }));   // status defaults to the operation's first 2xx
 *   api.on('actions/download-artifact', () => ({ status: 302, headers: { location: api.storage(bytes) } }));
 *   ...run the code...
 *   expect(api.requestsFor('checks/create')[0].body).toMatchObject({ head_sha });
 *   api.assertConforming();                            // throws if anything did not conform
 *   await api.close();
 *
 * Every request is matched to an operation of `@octokit/openapi`'s api.github.com description by
 * method and path; its path parameters, query parameters (unknown ones included) and JSON body are
 * validated with ajv against that operation, and so is every response a handler returns (status,
 * body schema for its content type, a Location for redirects). A request that matches no
 * operation, has no handler, or does not conform is answered 4xx/5xx and recorded in `violations`;
 * a non-conforming handler response is answered 500 and recorded too. `assertConforming()` (call
 * it in afterEach) fails the test on any violation.
 *
 * Other pieces:
 *   - `api.requests` / `api.requestsFor(id)`: what was asked (operationId, method, path, params,
 *     query, headers, body, status).
 *   - `api.storage(bytes)`: a URL on a *second* origin (another port) that serves the bytes once,
 *     like the signed blob-storage URLs the artifact download redirects to; `api.storageRequests`
 *     records their headers, so a test can prove the token was not sent there.
 *   - `api.example(operationId, status?)`: a deep copy of the description's example response —
 *     a realistic, schema-shaped object to start fixtures from.
 *   - `makeZip(entries)`: a tiny zip writer (stored or deflated entries, Unix modes, lying sizes)
 *     for artifact fixtures; `crc32(bytes)`.
 *   - `requireAuth` (default true): API requests without an Authorization header are violations.
 *   - Error statuses an operation does not document (401, 403, 5xx happen on every route) are
 *     accepted only with GitHub's basic error body `{ message, documentation_url }`.
 *
 * The description is large (~70 MB): it is split once per install into a file per operation
 * (openApiSplit), and a test file reads only the operations it meets; only those registered are
 * compiled, and the code ajv makes for a schema is kept on disk for the next suite (validator).
 * OpenAPI 3.0 quirks are converted for ajv: `nullable: true` becomes a union with null; `example(s)`,
 * `x-*`, `discriminator` and other annotations are dropped; the `int64` format is accepted.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { crc32 as zlibCrc32, deflateRawSync } from 'node:zlib';
import { _, Ajv, type ValidateFunction } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';

// ajv-formats and ajv's standalone code are CommonJS; under ESM their default exports may be wrapped.
const unwrap = <T>(module: unknown): T => ((module as { default?: unknown }).default ?? module) as T;
const addFormats = unwrap<(ajv: Ajv) => Ajv>(addFormatsModule);
const standaloneCode = unwrap<(ajv: Ajv, validate: ValidateFunction) => string>(standaloneModule);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses: Record<
    string,
    {
      content?: Record<string, { schema?: Schema; examples?: Record<string, { value?: unknown }>; example?: unknown }>;
      headers?: Record<string, unknown>;
    }
  >;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * GitHub's OpenAPI description (dereferenced, ~70 MB) split once per install into one small file per
 * operation and an index of the routes, under node_modules/.cache: parsing the whole description
 * cost every suite that starts the mock about a CPU-second. The split is written to a temporary
 * folder and renamed into place, so suites (and both jest projects) racing to write it never read
 * half of it; its folder is named after the description's size and mtime, so a new version of
 * @octokit/openapi gets a split of its own.
 */
interface RouteEntry {
  method: string;
  template: string;
  operationId: string;
}

const requireFromHere = createRequire(import.meta.url);
let cachedSplit: string | undefined;

function openApiSplit(): string {
  if (cachedSplit) return cachedSplit;
  const file = requireFromHere.resolve('@octokit/openapi/generated/api.github.com.deref.json');
  const stat = statSync(file);
  const nodeModules = resolve(dirname(file), '..', '..', '..');
  const dir = join(nodeModules, '.cache', 'arena-github-openapi', `${stat.size}-${Math.round(stat.mtimeMs)}`);
  if (!existsSync(join(dir, 'index.json'))) {
    const spec = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
    mkdirSync(dirname(dir), { recursive: true });
    const work = mkdtempSync(`${dir}.tmp-`);
    try {
      mkdirSync(join(work, 'operations'));
      const index: RouteEntry[] = [];
      for (const [template, item] of Object.entries(spec.paths)) {
        for (const method of METHODS) {
          const operation = item[method];
          if (!operation?.operationId) continue;
          index.push({ method: method.toUpperCase(), template, operationId: operation.operationId });
          writeFileSync(join(work, 'operations', operationFile(operation.operationId)), JSON.stringify(operation));
        }
      }
      writeFileSync(join(work, 'index.json'), JSON.stringify(index));
      renameSync(work, dir);
    } catch (error) {
      // another suite renamed its split into place first: use that one
      if (!existsSync(join(dir, 'index.json'))) throw error;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  cachedSplit = dir;
  return dir;
}

function operationFile(operationId: string): string {
  return `${encodeURIComponent(operationId)}.json`;
}

const operations = new Map<string, OpenApiOperation>();

/** One operation of GitHub's OpenAPI description, read once per test file. */
function loadOperation(operationId: string): OpenApiOperation {
  let operation = operations.get(operationId);
  if (!operation) {
    operation = JSON.parse(readFileSync(join(openApiSplit(), 'operations', operationFile(operationId)), 'utf8')) as OpenApiOperation;
    operations.set(operationId, operation);
  }
  return operation;
}

interface Route {
  method: string;
  template: string;
  regex: RegExp;
  names: string[];
  literals: number;
  operationId: string;
}

let cachedRoutes: Route[] | undefined;

function routes(): Route[] {
  if (cachedRoutes) return cachedRoutes;
  const index = JSON.parse(readFileSync(join(openApiSplit(), 'index.json'), 'utf8')) as RouteEntry[];
  const out: Route[] = [];
  for (const { method, template, operationId } of index) {
    const names: string[] = [];
    let literals = 0;
    const pattern = template
      .split('/')
      .map((segment) => {
        const m = /^\{([^}]+)\}$/.exec(segment);
        if (m) {
          names.push(m[1]!);
          return '([^/]+)';
        }
        if (segment.includes('{')) {
          // e.g. "{owner}.{repo}": rare; parameters inside a literal segment
          return segment.replace(/\{([^}]+)\}/g, (_all, name: string) => {
            names.push(name);
            return '([^/]+?)';
          });
        }
        if (segment) literals += 1;
        return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      })
      .join('/');
    out.push({ method, template, regex: new RegExp(`^${pattern}$`), names, literals, operationId });
  }
  // More literal segments first, so /commits/{sha}/pulls wins over a looser template.
  out.sort((a, b) => b.literals - a.literals || a.names.length - b.names.length);
  cachedRoutes = out;
  return out;
}

const DROPPED = new Set(['nullable', 'example', 'examples', 'discriminator', 'xml', 'externalDocs', 'deprecated', 'readOnly', 'writeOnly']);

/** OpenAPI 3.0 schema → JSON Schema ajv understands (nullable → union with null). */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if ((key === 'properties' || key === 'patternProperties') && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toJsonSchema(v)]));
      continue;
    }
    out[key] = toJsonSchema(value);
  }
  if (source.nullable === true) {
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
      return out;
    }
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/** GitHub's int64 fields are JSON numbers: any integer passes. */
const INT64_FORMAT = { type: 'number' as const, validate: (n: number) => Number.isInteger(n) };
/** what `require(FORMATS)` gives the code of a cached validator: the formats the compiling ajv had */
const FORMATS = 'arena:ajv-formats';
const FORMAT_DEFINITIONS = { ...fullFormats, int64: INT64_FORMAT };

const AJV_OPTIONS = { strict: false, allErrors: false, logger: false, validateFormats: true } as const;

let ajvInstance: Ajv | undefined;
function ajv(): Ajv {
  if (!ajvInstance) {
    ajvInstance = new Ajv({
      ...AJV_OPTIONS,
      // keep each validator's code, and name the formats it uses as FORMATS (validator below)
      code: { source: true, formats: _`require(${FORMATS})` },
    });
    addFormats(ajvInstance);
    ajvInstance.addFormat('int64', INT64_FORMAT);
  }
  return ajvInstance;
}

/** what else decides a validator's code besides its schema: a change to any of it makes new files */
const VALIDATOR_CODE_KEY = JSON.stringify([
  (requireFromHere('ajv/package.json') as { version: string }).version,
  (requireFromHere('ajv-formats/package.json') as { version: string }).version,
  AJV_OPTIONS,
  Object.keys(FORMAT_DEFINITIONS),
]);

/** where validator() keeps the code of the validators it made */
export function validatorCache(): string {
  return join(openApiSplit(), 'validators');
}

/**
 * A validator for an OpenAPI schema. Its code, as ajv generates it, is kept beside the split: a file
 * per schema, named by a hash of the schema and VALIDATOR_CODE_KEY. Compiling GitHub's large
 * response schemas cost every suite that starts the mock about a CPU-second; loading the code an
 * earlier suite compiled costs a few milliseconds. Files are written under a temporary name and
 * renamed, so suites (and both jest projects) racing to write one never read half of it.
 */
export function validator(openApiSchema: unknown): ValidateFunction {
  const jsonSchema = toJsonSchema(openApiSchema) as Schema;
  const hash = createHash('sha256')
    .update(`${VALIDATOR_CODE_KEY}\n${JSON.stringify(jsonSchema)}`)
    .digest('hex')
    .slice(0, 40);
  const file = join(validatorCache(), `${hash}.cjs`);
  let code: string;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    code = standaloneCode(ajv(), ajv().compile(jsonSchema));
    mkdirSync(dirname(file), { recursive: true });
    const work = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
    writeFileSync(work, code);
    renameSync(work, file);
  }
  const module: { exports: unknown } = { exports: {} };
  const requireForCode = (id: string): unknown => (id === FORMATS ? FORMAT_DEFINITIONS : requireFromHere(id));
  new Function('require', 'module', 'exports', code)(requireForCode, module, module.exports);
  return module.exports as ValidateFunction;
}

interface CompiledOperation {
  params: Map<string, { param: OpenApiParameter; validate?: ValidateFunction }>;
  body?: { required: boolean; validate?: ValidateFunction };
  responses: Map<string, { validators: Map<string, ValidateFunction>; headers: string[] }>;
}

const compiled = new Map<string, CompiledOperation>();

function compile(operation: OpenApiOperation): CompiledOperation {
  const hit = compiled.get(operation.operationId);
  if (hit) return hit;
  const params = new Map<string, { param: OpenApiParameter; validate?: ValidateFunction }>();
  for (const param of operation.parameters ?? []) {
    params.set(`${param.in}:${param.name}`, {
      param,
      ...(param.schema ? { validate: validator(param.schema) } : {}),
    });
  }
  let body: CompiledOperation['body'];
  const json = operation.requestBody?.content?.['application/json']?.schema;
  if (operation.requestBody)
    body = {
      required: operation.requestBody.required === true,
      ...(json ? { validate: validator(json) } : {}),
    };
  const responses = new Map<string, { validators: Map<string, ValidateFunction>; headers: string[] }>();
  for (const [status, response] of Object.entries(operation.responses)) {
    const validators = new Map<string, ValidateFunction>();
    for (const [type, media] of Object.entries(response.content ?? {})) {
      if (media.schema) validators.set(type, validator(media.schema));
    }
    responses.set(status, { validators, headers: Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()) });
  }
  const result: CompiledOperation = { params, ...(body ? { body } : {}), responses };
  compiled.set(operation.operationId, result);
  return result;
}

function ajvErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'invalid'}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    .join('; ');
}

/** Coerce a path or query string to the type its schema declares, for validation. */
function coerce(value: string, schema: Schema | undefined): unknown {
  const type = schema?.type;
  if (type === 'integer' || type === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if (type === 'array') return value.split(',');
  return value;
}

export interface MockRequest {
  operationId: string;
  method: string;
  /** the raw request path, without the query */
  path: string;
  /** path parameters, decoded */
  params: Record<string, string>;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** the parsed JSON body (undefined when none) */
  body: unknown;
}

export interface MockResponse {
  /** default: the operation's first 2xx status */
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** default application/json (when there is a body) */
  contentType?: string;
}

export type MockHandler = (req: MockRequest, api: GitHubApiMock) => MockResponse | Promise<MockResponse>;

export interface RecordedRequest extends MockRequest {
  status: number;
}

export interface StorageRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

export interface GitHubApiMockOptions {
  /** API requests must carry an Authorization header (default true) */
  requireAuth?: boolean;
  handlers?: Record<string, MockHandler>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class GitHubApiMock {
  readonly requests: RecordedRequest[] = [];
  readonly violations: string[] = [];
  readonly storageRequests: StorageRequest[] = [];
  url = '';
  storageUrl = '';
  private readonly handlers = new Map<string, MockHandler>();
  private readonly blobs = new Map<string, { bytes: Buffer; contentType: string }>();
  private readonly requireAuth: boolean;
  private api?: Server;
  private store?: Server;
  private nextBlob = 1;

  private constructor(options: GitHubApiMockOptions) {
    this.requireAuth = options.requireAuth ?? true;
    for (const [id, handler] of Object.entries(options.handlers ?? {})) this.on(id, handler);
  }

  static async start(options: GitHubApiMockOptions = {}): Promise<GitHubApiMock> {
    const mock = new GitHubApiMock(options);
    mock.api = createServer((req, res) => void mock.handleApi(req, res));
    mock.store = createServer((req, res) => mock.handleStorage(req, res));
    mock.url = `http://127.0.0.1:${await listen(mock.api)}`;
    mock.storageUrl = `http://127.0.0.1:${await listen(mock.store)}`;
    return mock;
  }

  private findOperation(operationId: string): Route {
    const route = routes().find((r) => r.operationId === operationId);
    if (!route) throw new Error(`no operation ${operationId} in GitHub's OpenAPI description`);
    return route;
  }

  /** Serve this operation with a handler (replaces an earlier one). */
  on(operationId: string, handler: MockHandler): this {
    compile(loadOperation(this.findOperation(operationId).operationId));
    this.handlers.set(operationId, handler);
    return this;
  }

  /** A deep copy of the description's example response for an operation. */
  example(operationId: string, status?: number): Json {
    const route = this.findOperation(operationId);
    const entry = Object.entries(loadOperation(route.operationId).responses).find(([s]) =>
      status === undefined ? /^2\d\d$/.test(s) : s === String(status),
    );
    const media = entry?.[1].content?.['application/json'];
    const value = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
    if (value === undefined) throw new Error(`${operationId} has no example response`);
    return structuredClone(value) as Json;
  }

  requestsFor(operationId: string): RecordedRequest[] {
    return this.requests.filter((r) => r.operationId === operationId);
  }

  /** A URL on the storage origin that serves these bytes (like a signed blob URL). */
  storage(bytes: Uint8Array | string, contentType = 'application/zip'): string {
    const id = `blob-${this.nextBlob++}`;
    this.blobs.set(id, { bytes: Buffer.from(bytes), contentType });
    return `${this.storageUrl}/${id}?sig=test`;
  }

  assertConforming(): void {
    if (this.violations.length > 0)
      throw new Error(`GitHub API mock: ${this.violations.length} violations:\n${this.violations.join('\n')}`);
  }

  async close(): Promise<void> {
    const stop = (server?: Server) =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      });
    await Promise.all([stop(this.api), stop(this.store)]);
  }

  private violation(message: string): void {
    this.violations.push(message);
  }

  private handleStorage(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0]!;
    this.storageRequests.push({ path, headers: req.headers });
    const blob = this.blobs.get(path.slice(1));
    if (!blob || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': blob.contentType, 'content-length': String(blob.bytes.length) }).end(blob.bytes);
  }

  private async handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', this.url);
    const path = url.pathname;
    const raw = await readBody(req);
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}, contentType = 'application/json') => {
      const text = body === undefined ? undefined : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
      res.writeHead(status, { ...(text !== undefined ? { 'content-type': `${contentType}; charset=utf-8` } : {}), ...headers });
      res.end(text);
    };
    const where = `${method} ${path}${url.search}`;

    const route = routes().find((r) => r.method === method && r.regex.test(path));
    if (!route) {
      this.violation(`${where}: no operation in GitHub's OpenAPI description matches`);
      return send(404, { message: 'Not Found (no such operation)' });
    }
    const operationId = route.operationId;
    const match = route.regex.exec(path)!;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(match[i + 1]!);
      } catch {
        params[name] = match[i + 1]!;
      }
    });
    const query: Record<string, string> = {};
    for (const [k, v] of url.searchParams) {
      if (k in query) this.violation(`${where}: query parameter "${k}" repeated`);
      query[k] = v;
    }
    let body: unknown;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        this.violation(`${where} (${operationId}): the body is not JSON`);
      }
    }
    const request: MockRequest = { operationId, method, path, params, query, headers: req.headers, body };
    const problems = this.checkRequest(route, request, raw.length > 0);
    const record = (status: number) => this.requests.push({ ...request, status });
    if (problems.length > 0) {
      for (const p of problems) this.violation(`${where} (${operationId}): ${p}`);
      record(422);
      return send(422, { message: `request does not conform to ${operationId}: ${problems.join('; ')}` });
    }
    const handler = this.handlers.get(operationId);
    if (!handler) {
      this.violation(`${where}: ${operationId} has no handler in this test`);
      record(501);
      return send(501, { message: `no handler for ${operationId}` });
    }
    let response: MockResponse;
    try {
      response = await handler(request, this);
    } catch (error) {
      this.violation(`${where} (${operationId}): the handler threw ${(error as Error).message}`);
      record(500);
      return send(500, { message: 'handler error' });
    }
    const compiledOp = compile(loadOperation(route.operationId));
    const status = response.status ?? Number([...compiledOp.responses.keys()].find((s) => /^2\d\d$/.test(s)) ?? 200);
    const responseProblems = this.checkResponse(compiledOp, status, response);
    if (responseProblems.length > 0) {
      for (const p of responseProblems) this.violation(`${where} (${operationId}) response ${status}: ${p}`);
      record(500);
      return send(500, { message: `the mock's response does not conform: ${responseProblems.join('; ')}` });
    }
    record(status);
    send(status, response.body, response.headers ?? {}, response.contentType ?? 'application/json');
  }

  private checkRequest(route: Route, req: MockRequest, hasBody: boolean): string[] {
    const problems: string[] = [];
    const op = compile(loadOperation(route.operationId));
    if (this.requireAuth && !req.headers.authorization) problems.push('no Authorization header');
    for (const [name, value] of Object.entries(req.params)) {
      const entry = op.params.get(`path:${name}`);
      if (!entry) {
        problems.push(`path parameter "${name}" is not declared`);
        continue;
      }
      if (entry.validate && !entry.validate(coerce(value, entry.param.schema)))
        problems.push(`path parameter "${name}"=${JSON.stringify(value)}: ${ajvErrors(entry.validate)}`);
    }
    for (const [name, value] of Object.entries(req.query)) {
      const entry = op.params.get(`query:${name}`);
      if (!entry) {
        problems.push(`query parameter "${name}" is not a parameter of ${route.operationId}`);
        continue;
      }
      if (entry.validate && !entry.validate(coerce(value, entry.param.schema)))
        problems.push(`query parameter "${name}"=${JSON.stringify(value)}: ${ajvErrors(entry.validate)}`);
    }
    for (const { param } of op.params.values()) {
      if (param.required && param.in === 'query' && !(param.name in req.query))
        problems.push(`required query parameter "${param.name}" is missing`);
    }
    if (op.body) {
      const type = String(req.headers['content-type'] ?? '');
      if (!hasBody) {
        if (op.body.required) problems.push('the request body is required');
      } else if (!type.startsWith('application/json')) {
        problems.push(`the body's content-type is ${JSON.stringify(type)}, not application/json`);
      } else if (op.body.validate && !op.body.validate(req.body)) {
        problems.push(`body: ${ajvErrors(op.body.validate)}`);
      }
    } else if (hasBody) {
      problems.push(`${route.operationId} takes no request body`);
    }
    return problems;
  }

  private checkResponse(op: CompiledOperation, status: number, response: MockResponse): string[] {
    const declared = op.responses.get(String(status)) ?? op.responses.get('default');
    if (!declared) {
      // GitHub answers 401/403/404/5xx on any route (permissions, outages) even where the description
      // lists no such status: accept those with GitHub's basic error body, nothing else.
      const body = response.body as { message?: unknown } | undefined;
      if (status >= 400 && typeof body?.message === 'string') return [];
      return [`status ${status} is not a documented response (${[...op.responses.keys()].join(', ')})`];
    }
    const problems: string[] = [];
    const headers = Object.fromEntries(Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    if (status >= 300 && status < 400 && status !== 304 && declared.headers.includes('location') && !headers.location)
      problems.push('a redirect without Location');
    if (response.body === undefined) {
      if (declared.validators.size > 0 && status !== 304) problems.push('the documented response has a body; none given');
      return problems;
    }
    const type = response.contentType ?? 'application/json';
    const validate = declared.validators.get(type);
    if (!validate) {
      problems.push(
        `content-type ${type} is not documented for this response (${[...declared.validators.keys()].join(', ') || 'no body'})`,
      );
    } else if (!validate(response.body)) {
      problems.push(`body: ${ajvErrors(validate)}`);
    }
    return problems;
  }
}

// ---- zip fixtures ---------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (zlib.crc32 where Node has it). */
export function crc32(bytes: Uint8Array): number {
  if (typeof zlibCrc32 === 'function') return zlibCrc32(bytes) >>> 0;
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  /** the entry name as stored (a Buffer for raw bytes such as NUL) */
  name: string | Buffer;
  data: Uint8Array | string;
  /** default deflate */
  method?: 'store' | 'deflate';
  /** Unix mode for the external attributes (e.g. 0o100644 file, 0o120777 symlink, 0o040755 dir) */
  mode?: number;
  /** lie about the uncompressed size in both headers */
  declaredSize?: number;
  /** the "made by" system in the central header (3 = Unix, the default; 0 = MS-DOS) */
  madeBy?: number;
  /** the low 16 bits of the external attributes (MS-DOS attributes: 0x10 = directory) */
  dosAttributes?: number;
  /** general-purpose flags on top of UTF-8 names (0x1 = encrypted) */
  flags?: number;
  /** a raw compression method number in both headers (the data is then stored as given) */
  methodCode?: number;
}

/** A zip archive, as `zip` or upload-artifact would write it (made on Unix). */
export function makeZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.isBuffer(entry.name) ? entry.name : Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data);
    const method = entry.methodCode ?? (entry.method === 'store' ? 0 : 8);
    const compressed = method === 8 ? deflateRawSync(data) : data;
    const flags = 0x0800 | (entry.flags ?? 0);
    const crc = crc32(data);
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(((entry.madeBy ?? 3) << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(0, 30);
    central.writeUInt16LE(0, 32);
    central.writeUInt16LE(0, 34);
    central.writeUInt16LE(0, 36);
    central.writeUInt32LE((((entry.mode ?? 0o100644) << 16) | (entry.dosAttributes ?? 0)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20);
  return Buffer.concat([...locals, centralBytes, end]);
}
