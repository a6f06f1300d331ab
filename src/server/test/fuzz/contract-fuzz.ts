import fc from 'fast-check';
import { resolvePath } from '../authorization-requests';
import type { TPopulatedApp, TRole } from '../populated-app';
import { toCookieHeader } from '../test-app';
import { createFingerprinter, diffFingerprints } from './database-fingerprint';
import {
  hostileValueArbitrary,
  type TJsonSchema,
  toBrokenArbitrary,
  toValidArbitrary,
} from './json-schema-arbitrary';
import { encodeBody, type TBodyKind, toQueryValue } from './request-bodies';

type TParameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: TJsonSchema };
type TOperation = {
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema: TJsonSchema }> };
};
export type TOpenApiDocument = {
  paths: Record<string, Record<string, TOperation>>;
  components?: { schemas?: Record<string, TJsonSchema> };
};

/** One operation of the OpenAPI document, as "METHOD /path/{param}". */
export type TRouteKey = `${string} /${string}`;

export function listOperations(document: TOpenApiDocument): Array<{ key: TRouteKey; operation: TOperation }> {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}` as TRouteKey,
      operation,
    })),
  );
}

type TFuzzRequest = {
  role: Exclude<TRole, 'suspended'>;
  path: Record<string, string>;
  query: Array<[string, string]>;
  bodyKind: TBodyKind;
  body: unknown;
  headers: Record<string, string>;
};

export type TFuzzFailure = { route: TRouteKey; request: string; problem: string };

const FUZZ_ROLES = ['anonymous', 'unconfirmed', 'user', 'admin', 'owner', 'donor'] as const;
const SESSION_ENDING_ROUTES = new Set(['POST /api/auth/sign-out', 'GET /api/logout']);
const ALLOWED_ERROR_KEYS = new Set(['message']);

// A lone surrogate has no UTF-8 form: it is sent as the bytes a careless client would send.
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** The fixture's resource that each path parameter of the route is meant to name. */
function findFittingIds(template: string, populated: TPopulatedApp): Record<string, string> {
  const resolved = resolvePath(template, populated).split('/');
  return Object.fromEntries(
    template
      .split('/')
      .flatMap((segment, index) =>
        segment.startsWith('{') ? [[segment.slice(1, -1), resolved[index] ?? '']] : [],
      ),
  );
}

/** The request, readable: long strings shortened. */
function describeRequest(request: TFuzzRequest): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 80 ? `${value.slice(0, 40)}…(${value.length} chars)` : value,
  );
}

function buildRequestArbitrary(
  operation: TOperation,
  resolveRef: (ref: string) => TJsonSchema,
  idPool: string[],
  fittingIds: Record<string, string>,
): fc.Arbitrary<TFuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathRecord: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of parameters.filter((item) => item.in === 'path')) {
    pathRecord[parameter.name] = fc.oneof(
      { weight: 4, arbitrary: fc.constant(fittingIds[parameter.name] ?? '') },
      { weight: 2, arbitrary: fc.constantFrom(...idPool) },
      { weight: 2, arbitrary: toValidArbitrary(parameter.schema, resolveRef).map(toQueryValue) },
      { weight: 1, arbitrary: hostileValueArbitrary.map(toQueryValue) },
    );
  }
  const queryParameters = parameters.filter((item) => item.in === 'query');
  const queryEntry = queryParameters.length
    ? fc
        .constantFrom(...queryParameters)
        .chain((parameter) =>
          fc
            .oneof(
              { weight: 3, arbitrary: toValidArbitrary(parameter.schema, resolveRef) },
              { weight: 1, arbitrary: hostileValueArbitrary },
            )
            .map((value) => [parameter.name, toQueryValue(value)] as [string, string]),
        )
    : fc.tuple(fc.constantFrom('unknown', 'page', '__proto__'), hostileValueArbitrary.map(toQueryValue));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const validBody = bodySchema ? toValidArbitrary(bodySchema, resolveRef) : fc.constant({});
  const brokenBody = bodySchema ? toBrokenArbitrary(bodySchema, resolveRef) : hostileValueArbitrary;
  // Routes without a body mostly get none, so that their other parts are what is tested.
  const body = fc.oneof(
    { weight: bodySchema ? 0 : 12, arbitrary: fc.tuple(fc.constant<TBodyKind>('none'), validBody) },
    { weight: 4, arbitrary: fc.tuple(fc.constant<TBodyKind>('json'), validBody) },
    { weight: 4, arbitrary: fc.tuple(fc.constant<TBodyKind>('broken-json'), brokenBody) },
    {
      weight: 2,
      arbitrary: fc.tuple(
        fc.constantFrom<TBodyKind>(
          'bad-json',
          'text-plain',
          'form',
          'none',
          'empty-json',
          'huge',
          'multipart',
          'multipart-no-boundary',
        ),
        validBody,
      ),
    },
  );
  const headers = fc.dictionary(
    fc.constantFrom(
      'accept',
      'accept-language',
      'x-forwarded-for',
      'origin',
      'referer',
      'idempotency-key',
      'range',
      'cookie',
    ),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('*/*', 'text/html', 'null', 'http://evil.example'),
      // Cookies a signed-out client may forge (a signed-in one sends its own instead).
      fc.constantFrom(
        'kindlist.session_token=%E0%A4%A',
        'kindlist.session_token=abc.def',
        'kindlist.session_token=',
        '=;=;kindlist.session_token',
        'kindlist.device=%ZZ; kindlist.session_token=x.y.z',
      ),
    ),
    { maxKeys: 2 },
  );
  return fc.record({
    role: fc.constantFrom(...FUZZ_ROLES),
    path: fc.record(pathRecord),
    query: fc.array(queryEntry, { maxLength: 3 }),
    bodyKind: body.map(([kind]) => kind),
    body: body.map(([, value]) => value),
    headers: headers.map((record) =>
      Object.fromEntries(
        Object.entries(record).map(([key, value]) => [key, value.replace(/[^\x20-\x7e]/g, '')]),
      ),
    ),
  });
}

/**
 * Sends generated requests to every operation of the app's OpenAPI document and returns what broke a
 * property: a 5xx, an error body that is not { message }, or a refused request that changed the data.
 */
export async function fuzzContracts(
  populated: TPopulatedApp,
  options: {
    runs: number;
    seed: number;
    /** Only the routes whose "METHOD /path" passes this test. */
    isRouteIncluded?: (key: TRouteKey) => boolean;
    onRoute?: (key: TRouteKey, milliseconds: number, statuses: Record<number, number>) => void;
  },
): Promise<TFuzzFailure[]> {
  const { ctx, actors, resources } = populated;
  const document = ctx.app.swagger() as unknown as TOpenApiDocument;
  const schemas = document.components?.schemas ?? {};
  const resolveRef = (ref: string): TJsonSchema => {
    const schema = schemas[ref.replace('#/components/schemas/', '')];
    if (!schema) throw new Error(`unknown schema ${ref}`);
    return schema;
  };
  const idPool = [...Object.values(resources), actors.target.id].filter(Boolean);
  const cookies = new Map<string, string>(
    Object.entries(actors).map(([role, user]) => [role, user.cookie] as [string, string]),
  );
  const fingerprint = await createFingerprinter(ctx.database.db);
  const failures: TFuzzFailure[] = [];
  // Reads first and deletions last, so that the writes meet the fixture's resources while they exist.
  const order = (key: string) => (key.startsWith('GET') ? 0 : key.startsWith('DELETE') ? 2 : 1);
  const operations = listOperations(document)
    .filter(({ key }) => options.isRouteIncluded?.(key) ?? true)
    .sort((a, b) => order(a.key) - order(b.key));

  for (const { key, operation } of operations) {
    const started = performance.now();
    const [method = 'GET', template = '/'] = key.split(' ');
    let before = await fingerprint();
    const statuses: Record<number, number> = {};
    const property = fc.asyncProperty(
      buildRequestArbitrary(operation, resolveRef, idPool, findFittingIds(template, populated)),
      async (request) => {
        const path = template.replace(/\{([^}]+)\}/g, (_match, name: string) =>
          encodePathSegment(request.path[name] ?? ''),
        );
        const query = request.query.length ? `?${new URLSearchParams(request.query).toString()}` : '';
        const { payload, contentType } = encodeBody(request.bodyKind, request.body);
        const cookie = request.role === 'anonymous' ? undefined : cookies.get(request.role);
        const response = await ctx.app.inject({
          method: method as 'POST',
          url: `${path}${query}`,
          headers: {
            ...request.headers,
            ...(cookie ? { cookie } : {}),
            ...(contentType ? { 'content-type': contentType } : {}),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        // A mail the request queued reaches the outbox just after its answer: wait for it, so that it
        // is counted as this request's write.
        await ctx.app.mailer.settle();
        const after = await fingerprint();
        const status = response.statusCode;
        statuses[status] = (statuses[status] ?? 0) + 1;
        const problems: string[] = [];
        if (status >= 500) problems.push(`answered ${status}: ${response.body.slice(0, 300)}`);
        if (status >= 400) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(response.body);
          } catch {
            parsed = undefined;
          }
          const isMessageBody =
            typeof parsed === 'object' &&
            parsed !== null &&
            typeof (parsed as { message?: unknown }).message === 'string' &&
            Object.keys(parsed).every((field) => ALLOWED_ERROR_KEYS.has(field));
          if (!isMessageBody) problems.push(`error body is not { message }: ${response.body.slice(0, 300)}`);
          const changed = diffFingerprints(before, after);
          if (changed.length) problems.push(`refused with ${status} but changed ${changed.join(', ')}`);
        }
        before = after;
        // A sign-out that went through ends the session the other routes' requests rely on.
        if (SESSION_ENDING_ROUTES.has(key) && status < 400 && request.role !== 'anonymous') {
          const user = actors[request.role];
          const signIn = await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in',
            payload: { email: user.email, password: user.password },
          });
          cookies.set(request.role, toCookieHeader(signIn));
          before = await fingerprint();
        }
        if (problems.length) throw new Error(problems.join('; '));
      },
    );
    const result = await fc.check(property, {
      seed: options.seed,
      numRuns: options.runs,
      endOnFailure: true,
    });
    if (result.failed) {
      failures.push({
        route: key,
        request: result.counterexample ? describeRequest(result.counterexample[0]) : '',
        problem:
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance),
      });
    }
    options.onRoute?.(key, performance.now() - started, statuses);
  }
  return failures;
}
