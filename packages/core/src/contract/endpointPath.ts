import { endpointBasePaths, pathParameterNames, type EndpointBase } from './endpoint';

/**
 * The request path of an endpoint for given parameters, without the leading slash (the client's paths are
 * relative to the API base): each `:name` segment is replaced by its value, URL-encoded, so that an id
 * from user input can never reach another path.
 */
export function fillEndpointPath(
  path: string,
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  let filled = path;
  for (const name of pathParameterNames(path)) {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`The path ${path} needs the parameter ${name}.`);
    }
    filled = filled.replace(`:${name}`, encodeURIComponent(String(value)));
  }
  return filled.replace(/^\//, '');
}

/**
 * The path a client sends for an endpoint, relative to its base URL: on the API base the filled path
 * (`api/finstrument/7/`); on another base the filled path without the base's prefix on the reference server
 * (`/mind-api/usage/` is `usage/` on `mindApiBase`).
 */
export function clientEndpointPath(
  endpoint: { path: string; base?: EndpointBase | undefined },
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  const filled = fillEndpointPath(endpoint.path, params);
  if (endpoint.base === undefined) return filled;
  return filled.slice(endpointBasePaths[endpoint.base].length - 1);
}
