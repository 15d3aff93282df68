/** Turns `coupon_frequency` into 'Coupon frequency'. */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function displayValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return null;
}

/**
 * A record the server shapes (`finstrument info`, credit rationale) shown as a definition list: simple
 * values as rows, nested records under their own heading, lists of text as lists. The spec shows these
 * answers without interpreting them, and so does the page.
 */
export function OpenObjectList({
  value,
  skip = [],
}: {
  value: Record<string, unknown>;
  skip?: readonly string[];
}) {
  const entries = Object.entries(value).filter(([key]) => !skip.includes(key));
  const simple = entries.flatMap(([key, item]) => {
    const text = displayValue(item);
    return text === null ? [] : [[key, text] as const];
  });
  const nested = entries.filter(
    ([, item]) => typeof item === 'object' && item !== null && !Array.isArray(item),
  ) as [string, Record<string, unknown>][];
  const lists = entries.filter(
    ([, item]) => Array.isArray(item) && item.every((part) => typeof part === 'string'),
  ) as [string, string[]][];
  return (
    <>
      {simple.length > 0 ? (
        <dl className="app-terms">
          {simple.map(([key, text]) => (
            <div key={key} className="app-terms__row">
              <dt>{labelFromKey(key)}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {lists.map(([key, items]) => (
        <div key={key}>
          <h3>{labelFromKey(key)}</h3>
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      {nested.map(([key, item]) => (
        <div key={key}>
          <h3>{labelFromKey(key)}</h3>
          <OpenObjectList value={item} />
        </div>
      ))}
    </>
  );
}
