import { pathParameterNames } from './endpoint';

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
