import type * as z from 'zod/mini';

/** The HTTP methods the API uses. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, by name. The server maps each name to its rule (`auth/accessPolicies.ts`) and
 * its role-matrix test states which demo accounts each admits; the names live here so that the contract,
 * the OpenAPI document and the server agree on them.
 */
export type AccessPolicyName =
  | 'public'
  | 'signedIn'
  | 'trading'
  | 'dealer'
  | 'manageClients'
  | 'opsAdmin'
  | 'compliance'
  | 'mind'
  | 'investor';

/**
 * A base URL of the client other than the API base: `'mind'` is `mindApiBase` (default `apiBase`), which the
 * reference server serves at `/mind-api/` (`endpointBasePaths`).
 */
export type EndpointBase = 'mind';

/** Where the reference server serves each base: an endpoint on a base has a path under its prefix. */
export const endpointBasePaths: Readonly<Record<EndpointBase, string>> = { mind: '/mind-api/' };

/**
 * A multipart upload: the request is a `multipart/form-data` form whose file part is `field`. The client
 * sends the caller's `file` in it; the server streams the part (so an upload's progress can be reported)
 * and refuses a larger file with a 400 on `field`; the OpenAPI document describes the form.
 */
export interface EndpointUpload {
  /** The form field holding the file. */
  field: string;
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** What the file may be (file extensions or MIME types), for the document and a file picker's `accept`. */
  accept: readonly string[];
}

/**
 * How an endpoint answers: `'json'`, a JSON body; `'blob'`, a file; `'uiMessageStream'`, a stream of chunks
 * as Server-Sent Events (`text/event-stream`, `x-vercel-ai-ui-message-stream: v1`), each `data: {chunk}` and
 * the last `data: [DONE]`. The client reads a stream with a `MindTransport`, not `callEndpoint`.
 */
type EndpointResponseType = 'json' | 'blob' | 'uiMessageStream';

/** Any schema of zod 4, classic or mini: the contract reads only its types and Standard Schema. */
export type AnySchema = z.core.$ZodType;

/**
 * One endpoint of the API: everything the client, the server, the testing fake and the OpenAPI document
 * need to agree on. `path` uses Fastify's `:name` segments, each declared in `params`.
 */
export interface Endpoint<
  Method extends EndpointMethod = EndpointMethod,
  Path extends string = string,
  Params extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema = AnySchema,
> {
  method: Method;
  /**
   * The reference server's path, with a leading slash, for example `/api/finstrument/:id/price/` (from the
   * API base) or `/mind-api/usage/` (on the `mind` base: the client sends `usage/` to `mindApiBase`).
   */
  path: Path;
  /**
   * The client's base URL the endpoint lives on; its path starts with the base's prefix on the reference
   * server (`endpointBasePaths`), which the client drops. Default: the API base.
   */
  base?: EndpointBase;
  /** The path's `:name` segments; required when the path has any. */
  params?: Params;
  /** The query string, parsed from strings (the server coerces). Default: no query. */
  query?: Query;
  /** The JSON body. Default: none (a write without a body sends `{}`). Never with `upload`. */
  body?: Body;
  /** The request is a multipart form carrying one file (see `EndpointUpload`). Default: a JSON request. */
  upload?: EndpointUpload;
  /** The success answer's body; the server refuses to send anything else, the client parses with it. */
  response: Response;
  /** The success status. Default 200. */
  status?: 200 | 201 | 202 | 204;
  /**
   * `'blob'` for an endpoint that answers a file (a PDF, a spreadsheet): the client reads the body as a
   * `Blob` (its `response` is `blobSchema`) and the server's handler answers a `FileAnswer`.
   * `'uiMessageStream'` for one that answers the AI SDK's UI message stream (Server-Sent Events ending with
   * `[DONE]`, see `EndpointResponseType`): its `response` is the schema of one chunk. Default `'json'`.
   */
  responseType?: EndpointResponseType;
  /** Who may call it. */
  access: AccessPolicyName;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The OpenAPI tag (the resource group). */
  tag: string;
}

/**
 * What the client needs of an endpoint: method, path and the answer's schema. Each contract module keeps its
 * endpoints' heads in a module of their own (`marketHeads.ts` beside `marketEndpoints.ts`), which the
 * endpoints spread, so a client loads the answers' schemas and never the request schemas it does not use.
 */
export interface EndpointHead {
  method: EndpointMethod;
  path: string;
  base?: EndpointBase;
  response: AnySchema;
  status?: 200 | 201 | 202 | 204;
  responseType?: EndpointResponseType;
  upload?: EndpointUpload;
}

/** An endpoint of any shape. */
export type AnyEndpoint = Endpoint<
  EndpointMethod,
  string,
  AnySchema | undefined,
  AnySchema | undefined,
  AnySchema | undefined,
  AnySchema
>;

/**
 * Declares an endpoint. Checks at declaration that every `:name` segment of the path has a parameter
 * schema, so that a contract typo fails when the module loads, not at the first call.
 */
export function defineEndpoint<const Definition extends AnyEndpoint>(definition: Definition): Definition {
  const names = pathParameterNames(definition.path);
  const declared = definition.params ? parameterKeys(definition.params) : [];
  const missing = names.filter((name) => !declared.includes(name));
  if (missing.length > 0) {
    throw new Error(
      `Endpoint ${definition.method} ${definition.path}: declare the path parameter(s) ${missing.join(', ')} in \`params\`.`,
    );
  }
  if (definition.upload !== undefined && definition.body !== undefined) {
    throw new Error(
      `Endpoint ${definition.method} ${definition.path}: an upload is a multipart form, so it declares no JSON \`body\`.`,
    );
  }
  const prefix = definition.base === undefined ? undefined : endpointBasePaths[definition.base];
  if (prefix !== undefined && !definition.path.startsWith(prefix)) {
    throw new Error(
      `Endpoint ${definition.method} ${definition.path}: an endpoint on the ${definition.base} base has a path under ${prefix}.`,
    );
  }
  return definition;
}

/** The `:name` segments of a path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}

function parameterKeys(schema: AnySchema): string[] {
  const shape = (schema._zod.def as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/**
 * A typed input of a schema parsed from strings (path and query): which keys are optional comes from the
 * schema's input (a default makes a key optional), the value types from its output, so a caller passes
 * `{ page: 2 }`, not `{ page: '2' }`.
 */
export type StringParsedInput<Schema extends AnySchema | undefined> = Schema extends AnySchema
  ? {
      [Key in keyof z.input<Schema>]: Key extends keyof z.output<Schema>
        ? ReadonlyArrays<z.output<Schema>[Key]>
        : never;
    }
  : undefined;

/** A caller may pass a readonly list where the parsed value is a list. */
type ReadonlyArrays<Value> = Value extends readonly (infer Item)[] ? readonly Item[] : Value;

/** What a caller passes to call an endpoint: for an upload, the file (and the name it is sent under). */
export type EndpointInput<Definition extends AnyEndpoint> = OptionalKeys<{
  params: StringParsedInput<Definition['params']>;
  query: StringParsedInput<Definition['query']>;
  body: Definition['body'] extends AnySchema ? z.input<Definition['body']> : undefined;
}> &
  (Definition['upload'] extends EndpointUpload ? UploadInput : unknown);

/** The file an upload sends. */
export interface UploadInput {
  file: Blob;
  /** The name the file is sent under. Default: the `File`'s own name, or `blob`. */
  fileName?: string | undefined;
}

/** Keys whose value is `undefined` (not declared) are left out; keys whose value has no required member are optional. */
type OptionalKeys<Input> = {
  [
    Key in keyof Input as Input[Key] extends undefined
      ? never
      : RequiredKeyCount<Input[Key]> extends 0
        ? never
        : Key
  ]: Input[Key];
} & {
  [
    Key in keyof Input as Input[Key] extends undefined
      ? never
      : RequiredKeyCount<Input[Key]> extends 0
        ? Key
        : never
  ]?: Input[Key];
};

type RequiredKeyCount<Value> = Value extends object
  ? { [Key in keyof Value]-?: undefined extends Value[Key] ? never : Key }[keyof Value] extends never
    ? 0
    : 1
  : 1;

/** What an endpoint answers (its response schema's output). */
export type EndpointOutput<Definition extends AnyEndpoint> = z.output<Definition['response']>;

/** The parsed request the server's handler receives. */
export interface EndpointRequestParts<Definition extends AnyEndpoint> {
  params: Definition['params'] extends AnySchema ? z.output<Definition['params']> : Record<string, never>;
  query: Definition['query'] extends AnySchema ? z.output<Definition['query']> : Record<string, never>;
  body: Definition['body'] extends AnySchema ? z.output<Definition['body']> : undefined;
}
