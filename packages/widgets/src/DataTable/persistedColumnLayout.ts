/** Which columns show and in what order: what a table remembers per `persistKey`. */
export interface DataTableColumnLayout {
  /** Column id → shown. A column not listed shows. */
  visibility: Record<string, boolean>;
  /** Column ids in display order; columns not listed follow in their declared order. */
  order: string[];
}

/** Where layouts are kept: `localStorage` by default; anything with the same two methods works. */
export interface DataTableLayoutStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const prefix = 'bondkit.dataTable.';

function defaultStorage(): DataTableLayoutStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can throw when cookies are blocked; the table then just does not remember.
    return undefined;
  }
}

/** The saved layout, or undefined when there is none or it is unreadable (then the defaults apply). */
export function readColumnLayout(
  key: string,
  storage: DataTableLayoutStorage | undefined = defaultStorage(),
): DataTableColumnLayout | undefined {
  try {
    const text = storage?.getItem(prefix + key);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { visibility, order } = parsed as Partial<DataTableColumnLayout>;
    const visibilityOk =
      typeof visibility === 'object' &&
      visibility !== null &&
      Object.values(visibility).every((shown) => typeof shown === 'boolean');
    const orderOk = Array.isArray(order) && order.every((id) => typeof id === 'string');
    return visibilityOk && orderOk ? { visibility, order } : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the layout; a full or unavailable storage is ignored (remembering is a convenience). */
export function writeColumnLayout(
  key: string,
  layout: DataTableColumnLayout,
  storage: DataTableLayoutStorage | undefined = defaultStorage(),
): void {
  try {
    storage?.setItem(prefix + key, JSON.stringify(layout));
  } catch {
    // Quota exceeded or storage blocked: nothing to do.
  }
}
