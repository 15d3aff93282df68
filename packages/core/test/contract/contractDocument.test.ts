import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, type AnyEndpoint, type AnySchema } from '../../src/contract/index';

// The core README's API contract section points at API-CONTRACT.md, which is written from the contract table:
// this test fails when the file and the table differ. After changing an endpoint, run `npm run contract:docs`.
const documentPath = fileURLToPath(new URL('../../API-CONTRACT.md', import.meta.url));

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

function jsonSchemaOf(schema: AnySchema, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

/** `{ a, b?, c }`: an object's fields, optional ones marked; a list of objects as `[{ … }]`. */
function shape(schema: JsonSchema | undefined): string {
  if (schema === undefined) return '';
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.keys(schema.properties).map((name) => (required.has(name) ? name : `${name}?`));
    return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
  }
  if (schema.items) return `[${shape(schema.items)}]`;
  if (schema.anyOf) return schema.anyOf.map(shape).filter(Boolean).join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
}

function describeEndpoint(name: string, endpoint: AnyEndpoint): string {
  const lines = [`### \`${endpoint.method} ${endpoint.path}\` (${name})`, '', endpoint.summary, ''];
  lines.push(`- access: \`${endpoint.access}\``);
  if (endpoint.params) lines.push(`- path: \`${shape(jsonSchemaOf(endpoint.params, 'output'))}\``);
  if (endpoint.query) lines.push(`- query: \`${shape(jsonSchemaOf(endpoint.query, 'input'))}\``);
  if (endpoint.body) lines.push(`- body: \`${shape(jsonSchemaOf(endpoint.body, 'input'))}\``);
  if (endpoint.upload)
    lines.push(
      `- body: a multipart form, the file in \`${endpoint.upload.field}\` (at most ${endpoint.upload.maxBytes / (1024 * 1024)} MiB; ${endpoint.upload.accept.join(', ')})`,
    );
  const answer =
    endpoint.responseType === 'blob'
      ? 'a file'
      : endpoint.responseType === 'uiMessageStream'
        ? streamAnswer(endpoint)
        : `\`${shape(jsonSchemaOf(endpoint.response, 'output'))}\``;
  lines.push(`- answer: ${endpoint.status ?? 200} ${answer}`);
  return lines.join('\n');
}

/** A UI message stream's answer: the chunk types its events carry (a `data-` chunk's type is a pattern). */
function streamAnswer(endpoint: AnyEndpoint): string {
  const schema = jsonSchemaOf(endpoint.response, 'output') as {
    anyOf?: { properties?: { type?: { const?: unknown } } }[];
  };
  const types = (schema.anyOf ?? []).map((option) => {
    const type = option.properties?.type?.const;
    return typeof type === 'string' ? type : 'data-{name}';
  });
  return `a UI message stream (Server-Sent Events ending with \`data: [DONE]\`), each event one chunk: ${types.map((type) => `\`${type}\``).join(', ')}`;
}

function renderContract(): string {
  const byTag = new Map<string, string[]>();
  for (const [name, endpoint] of Object.entries(endpoints) as [string, AnyEndpoint][]) {
    const section = byTag.get(endpoint.tag) ?? [];
    section.push(describeEndpoint(name, endpoint));
    byTag.set(endpoint.tag, section);
  }
  const header = [
    '# API contract (generated)',
    '',
    'Written from `@bondkit/core/contract` by `npm run contract:docs`; do not edit by hand. Paths are the reference',
    "server's: from the API base, except MIND's (`/mind-api/…`, `base: 'mind'`), which a client sends to its",
    '`mindApiBase` without that prefix. Bodies are JSON with snake_case keys; `?` marks an optional field. The',
    'reference server registers these endpoints from the same table, the client calls them through it,',
    '`@bondkit/core/testing` fakes them with the same schemas, and one contract suite runs against the fake and',
    "the server. The server's OpenAPI document (`/api/docs`) lists every route, including those not yet on the",
    'contract.',
  ];
  const sections = [...byTag.entries()].map(([tag, entries]) =>
    [`## ${tag}`, '', entries.join('\n\n')].join('\n'),
  );
  return `${[header.join('\n'), ...sections].join('\n\n')}\n`;
}

describe('the generated API contract document', () => {
  it('matches the contract table', () => {
    const rendered = renderContract();
    if (process.env.UPDATE_CONTRACT_DOC === '1') writeFileSync(documentPath, rendered);
    const committed = readFileSync(documentPath, 'utf8');
    expect(committed, 'API-CONTRACT.md is stale: run `npm run contract:docs`').toBe(rendered);
  });
});
