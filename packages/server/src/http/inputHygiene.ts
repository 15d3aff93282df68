import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { DrfErrorValue } from '@bondkit/core/internal';
import { controlCharacterMessage } from '@bondkit/core/internal';
import { forbiddenControlCharacters } from '@bondkit/core/validation';
import { ApiProblem } from '../errors/ApiProblem';
import type { ApiApp } from './fastifyTypes';

/** The deepest nesting of objects and arrays a JSON body may have. Real payloads stay under 6. */
export const maximumJsonDepth = 32;

/** In a path or query string even tab and line breaks are refused: no search or id needs them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenInUrl = /[\u0000-\u001F\u007F]/;

/**
 * The nesting depth of a JSON text, counted without parsing it (brackets inside strings are skipped),
 * stopping as soon as `limit` is passed: a body nested 10,000 deep costs one scan, no recursion.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

function insert(body: Record<string, DrfErrorValue>, path: readonly string[], message: string): void {
  const [head = 'non_field_errors', ...rest] = path;
  if (rest.length === 0) {
    body[head] = [message];
    return;
  }
  const child = body[head];
  const next = child && typeof child === 'object' && !Array.isArray(child) ? child : {};
  body[head] = next;
  insert(next, rest, message);
}

/** Every string (and key) of a parsed value with a forbidden character, by its path. */
function collectControlCharacters(
  value: unknown,
  pattern: RegExp,
  path: string[],
  found: string[][],
  depth = 0,
): void {
  if (found.length >= 20 || depth > maximumJsonDepth) return;
  if (typeof value === 'string') {
    if (pattern.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      collectControlCharacters(item, pattern, [...path, String(index)], found, depth + 1),
    );
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (pattern.test(key)) found.push([...path, key]);
      else collectControlCharacters(item, pattern, [...path, key], found, depth + 1);
    }
  }
}

function controlCharacterProblem(request: FastifyRequest): ApiProblem | undefined {
  const found: string[][] = [];
  collectControlCharacters(request.params, forbiddenInUrl, [], found);
  collectControlCharacters(request.query, forbiddenInUrl, [], found);
  if (typeof request.body === 'string') {
    if (forbiddenControlCharacters.test(request.body)) found.push([]);
  } else collectControlCharacters(request.body, forbiddenControlCharacters, [], found);
  if (found.length === 0) return undefined;
  const body: Record<string, DrfErrorValue> = {};
  for (const path of found) insert(body, path, controlCharacterMessage);
  return new ApiProblem(400, body);
}

/**
 * One input-hygiene layer for every route, before any route's own validation: JSON bodies nested deeper
 * than {@link maximumJsonDepth} are a 400 before they are parsed, and a NUL or other control character in
 * any path parameter, query parameter, body string or body key is a 400 with that field's error (text
 * fields may hold tab and line breaks). Maximum lengths live in the shared zod schemas of the core.
 */
export const inputHygiene = fastifyPlugin(async (app: ApiApp) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (jsonDepthExceeds(source, maximumJsonDepth)) {
      done(
        ApiProblem.badRequest(`JSON parse error - nesting deeper than ${maximumJsonDepth} levels.`),
        undefined,
      );
      return;
    }
    // Fastify's default JSON parser answers through `done` (its promise result is not used).
    void parseJson(request, source, done);
  });
  app.addHook('preValidation', async (request) => {
    const problem = controlCharacterProblem(request);
    if (problem) throw problem;
  });
});
