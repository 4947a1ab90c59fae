import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorBodySchema } from '@reelbase/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from '../src/encoding/index.ts';
import { DATA_REFUSED_MESSAGE } from '../src/http/error-handler.ts';
import { type SignedInPerson, signInEveryRole } from './helpers/admin.ts';
import { addTenant, type TenantFixture } from './helpers/matrix-fixtures.ts';
import { makeTestVideo } from './helpers/media.ts';
import { signIn } from './helpers/oidc-client.ts';
import { ADMIN, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

/*
 * Every operation of the OpenAPI document, called with generated path parameters, query strings
 * and JSON bodies (well-formed and hostile) by a super-admin and by a company user: no answer may
 * be a server error, and every error answer has the error body shape.
 */

/** Requests per run, over all operations and both users (fewer on PGlite when PostgreSQL runs the full count: FUZZ_REQUESTS). */
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_400);
const CONCURRENCY = 6;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

interface Call {
  path: string;
  query: string;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };
}

const MAX_INT = 2147483647;

/** Strings a careless server trips over; `longest` keeps addresses under the HTTP header limit. */
const hostileText = (longest: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\u001b[31m',
      '\u007f',
      '%00',
      '%',
      '../../../etc/passwd',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '\uD800',
      '\uFEFF',
      '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 日本語',
      'e\u0301',
      '2147483648',
      '-1',
      '1e400',
      'NaN',
      'null',
      '[]',
      '{}',
      'true',
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.nat({ max: longest }).map((length) => 'x'.repeat(length)),
  );
/** In JSON bodies: up to 300,000 characters. */
const hostileString = hostileText(300_000);
/** In paths and query strings. */
const hostileUrlText = hostileText(2_000);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 2147483648, -2147483649, 4294967296, 2 ** 53 + 2, 1e21, 1e308, -1e308, 0.5, -0.0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** A value of the schema's shape (within its bounds where it has them). */
function shaped(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => shaped(choice, depth + 1)));
  if (schema.allOf?.length) return shaped(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const types = [schema.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) });
    case 'integer': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1, -MAX_INT);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1, MAX_INT);
      return min <= max ? fc.integer({ min, max }) : fc.integer();
    }
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(shaped(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) {
        const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
        return fc.dictionary(fc.string({ maxLength: 12 }), shaped(values, depth + 1), { maxKeys: 3 });
      }
      const fields = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, field(property, depth + 1)]),
      );
      return fc.oneof(
        { weight: 3, arbitrary: fc.record(fields, { requiredKeys: schema.required ?? [] }) },
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      );
    }
    default:
      return hostileValue;
  }
}

/** A field of an object: mostly of its shape, sometimes hostile. */
const field = (schema: JsonSchema, depth: number) =>
  fc.oneof({ weight: 3, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: hostileValue });

/** Percent-encodes any string, lone surrogates included (as the replacement character). */
function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A generated value as it goes into an address (at most 2,000 characters). */
const asText = (value: unknown): string =>
  (typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)).slice(
    0,
    2000,
  );

interface Fixtures {
  integers: number[];
  uuids: string[];
}

/** A path parameter: a record of the fixtures (never for DELETE), one of the shape, or hostile text. */
function pathValue(parameter: Parameter, operation: Operation, fixtures: Fixtures): fc.Arbitrary<string> {
  const schema = parameter.schema;
  const uuid = schema?.format === 'uuid';
  const integer = [schema?.type].flat().includes('integer') || [schema?.type].flat().includes('number');
  const generated =
    operation.method === 'DELETE'
      ? uuid
        ? fc.uuid()
        : fc.integer({ min: 1_000_000, max: MAX_INT }).map(String)
      : shaped(schema).map(asText);
  const options: fc.Arbitrary<string>[] = [generated, hostileUrlText.filter((text) => text !== '')];
  if (operation.method !== 'DELETE') {
    if (uuid) options.push(fc.constantFrom(...fixtures.uuids));
    else if (integer) options.push(fc.constantFrom(...fixtures.integers.map(String)));
  }
  if (integer) options.push(hostileNumber.map(String));
  return fc.oneof(...options);
}

function queryValue(parameter: Parameter): fc.Arbitrary<string[] | null> {
  const one = fc.oneof(
    { weight: 3, arbitrary: shaped(parameter.schema).map(asText) },
    { weight: 1, arbitrary: hostileUrlText },
    { weight: 1, arbitrary: hostileNumber.map(String) },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 4, arbitrary: one.map((value) => [value]) },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

function callOf(operation: Operation, fixtures: Fixtures): fc.Arbitrary<Call> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(parameter, operation, fixtures)))
    .map((values) =>
      pathParameters.reduce(
        (route, parameter, index) => route.replace(`{${parameter.name}}`, encode(values[index])),
        operation.path,
      ),
    );
  const extraQuery = fc.array(fc.tuple(hostileUrlText, hostileUrlText), { maxLength: 2 });
  const query = fc.tuple(fc.tuple(...queryParameters.map(queryValue)), extraQuery).map(([values, extra]) => {
    const pairs: string[] = [];
    queryParameters.forEach((parameter, index) => {
      for (const value of values[index] ?? []) pairs.push(`${encode(parameter.name)}=${encode(value)}`);
    });
    for (const [name, value] of extra) pairs.push(`${encode(name)}=${encode(value)}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
  const body: fc.Arbitrary<Call['body']> = operation.body
    ? fc.oneof(
        { weight: 6, arbitrary: shaped(operation.body).map((value) => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('{', '{"a":', '\u0000', '[1,]', 'nul')
            .map((text) => ({ kind: 'raw' as const, text })),
        },
      )
    : operation.method === 'GET'
      ? fc.constant({ kind: 'none' as const })
      : fc.oneof(
          { weight: 5, arbitrary: fc.constant({ kind: 'none' as const }) },
          { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
        );
  return fc.record({ path, query, body });
}

/** The operations of the OpenAPI document. */
function operationsOf(document: {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    // The live updates stream stays open until the client goes, so an answer is never complete;
    // it takes no input (no parameters, no body) and its 401 is in the permission matrix.
    if (path === '/api/live') continue;
    for (const [method, spec] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const body = spec.requestBody?.content?.['application/json']?.schema ?? null;
      operations.push({ method: method.toUpperCase(), path, parameters: spec.parameters ?? [], body });
    }
  }
  return operations;
}

/** Runs the tasks with at most `limit` at a time. */
async function pool(tasks: (() => Promise<void>)[], limit: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) await tasks[next++]();
    }),
  );
}

let data: TestData;
let server: TestServer;
let people: { name: string; token: string }[];
let fixtures: Fixtures;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data, { apiRateLimitPerMinute: 10_000_000, jobWorkers: false });
  const clip = path.join(data.dataDir, 'clip.mp4');
  const { ffmpeg } = await findFfmpeg();
  await makeTestVideo(ffmpeg, clip, { width: 320, height: 180, seconds: 1, audio: false });
  const tenant: TenantFixture = await addTenant(server, 'Fuzz Films', await readFile(clip));
  const everyone: Record<string, SignedInPerson> = await signInEveryRole(server, tenant);
  const admin = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
  people = [
    { name: 'super-admin', token: admin.tokens.access_token },
    { name: 'company-admin', token: everyone['company-admin'].token },
  ];
  fixtures = {
    integers: [tenant.companyId, tenant.libraryId, tenant.spareLibraryId, tenant.templateId, tenant.readOnlyUserId],
    uuids: [
      tenant.videoId,
      tenant.linkVideoId,
      tenant.quitclaimId,
      tenant.subtitleId,
      tenant.transcriptId,
      tenant.chapterId,
      tenant.elementId,
      tenant.slideId,
    ],
  };
}, 120_000);

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('generated input on every API operation', () => {
  it('never answers with a server error, and every error answer has the error body shape', async () => {
    const document = await (await fetch(new URL('/api/docs/json', server.baseUrl))).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    const runs = Math.ceil(TOTAL_REQUESTS / (operations.length * people.length));
    console.log(`input fuzz: seed ${SEED}, ${operations.length} operations x ${people.length} users x ${runs} runs`);

    let requests = 0;
    const failures: string[] = [];
    const started = Date.now();
    const send = async (operation: Operation, token: string, call: Call) => {
      requests++;
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      let body: string | undefined;
      if (call.body.kind !== 'none') {
        headers['content-type'] = 'application/json';
        body = call.body.kind === 'json' ? JSON.stringify(call.body.value) : call.body.text;
      }
      const response = await fetch(new URL(`${call.path}${call.query}`, server.baseUrl), {
        method: operation.method,
        headers,
        body,
      });
      const text = await response.text();
      const where = `${operation.method} ${call.path}${call.query.slice(0, 300)} body ${(body ?? '').slice(0, 300)}`;
      // oEmbed answers a format it does not serve with 501, as its specification says.
      const oembedFormat = response.status === 501 && call.path === '/api/oembed' && /[?&]format=/.test(call.query);
      if (response.status >= 500 && !oembedFormat) {
        throw new Error(`${response.status} for ${where}: ${text.slice(0, 300)}`);
      }
      if (response.status >= 400) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new Error(`${response.status} without a JSON body for ${where}: ${text.slice(0, 200)}`);
        }
        const shape = errorBodySchema.strict().safeParse(parsed);
        if (!shape.success || shape.data.statusCode !== response.status) {
          throw new Error(`${response.status} with a body of another shape for ${where}: ${text.slice(0, 300)}`);
        }
        // The database refused a value: the answer is a 422, but a schema should have said why.
        if (shape.data.message === DATA_REFUSED_MESSAGE) throw new Error(`unchecked value for ${where}`);
      }
    };

    const tasks = operations.flatMap((operation, index) =>
      people.map((person, personIndex) => async () => {
        try {
          await fc.assert(
            fc.asyncProperty(callOf(operation, fixtures), (call) => send(operation, person.token, call)),
            { numRuns: runs, seed: SEED + index * 31 + personIndex, endOnFailure: true },
          );
        } catch (error) {
          const cause = (error as Error).cause as Error | undefined;
          const reason = (cause?.message ?? (error as Error).message).replace(/x{40,}/g, 'x…');
          failures.push(`${person.name}: ${reason.slice(0, 700)}`);
        }
      }),
    );
    await pool(tasks, CONCURRENCY);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`input fuzz: ${requests} requests in ${seconds} s, seed ${SEED}`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  }, 180_000);
});
