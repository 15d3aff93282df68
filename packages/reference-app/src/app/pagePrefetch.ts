/** The delay before the page-load prefetch starts (platform-shell 9: "Page-load payload prefetch starts after 1 s"). */
export const pagePrefetchDelayMs = 1_000;

/** A page whose code can be downloaded ahead of a visit. */
export interface PreloadablePage {
  preload: () => Promise<unknown>;
}

/**
 * Downloads the code of the pages at `paths` (the sections the user may open), starting
 * {@link pagePrefetchDelayMs} after the page has loaded so it never competes with the first render.
 * A failed download is left to the visit itself (it shows the error page then). Returns the cancel function.
 */
export function schedulePagePrefetch(
  paths: readonly string[],
  pages: Readonly<Record<string, PreloadablePage | undefined>>,
): () => void {
  const timer = setTimeout(() => {
    for (const path of paths) void pages[path]?.preload().catch(() => undefined);
  }, pagePrefetchDelayMs);
  return () => clearTimeout(timer);
}
