/** Shown while fewer than 3 characters are typed (the spec's text). */
export const startTypingText = 'Start typing to search...';
/** Shown while the first answer is awaited. */
export const searchingText = 'Searching...';
