/**
 * The height the chat's virtual lists assume for their scroller while it has none (not laid out yet, or an
 * embedder's jsdom test), so that a list still shows its first rows instead of none.
 */
export const fallbackViewportHeight = 480;
