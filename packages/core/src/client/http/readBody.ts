/** What a response body held: parsed JSON, raw text when it was not JSON, undefined when empty. */
export interface ReadBody {
  body: unknown;
  isJson: boolean;
}

export async function readBody(response: Response): Promise<ReadBody> {
  const text = await response.text();
  if (text.trim() === '') return { body: undefined, isJson: true };
  try {
    return { body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { body: text, isJson: false };
  }
}

/** The message a 207 answer carries for its warning toast. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : body;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['detail', 'message']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
