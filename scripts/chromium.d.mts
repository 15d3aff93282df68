/** Chromium flags for headless runs on this machine (no sandbox, no background networking). */
export declare const chromiumArgs: string[];
/** The Chromium binary: `CHROMIUM_PATH`, else `chromium` on PATH; undefined when neither exists. */
export declare function findChromium(): string | undefined;
/** Same as findChromium, but throws a one-line instruction when Chromium is missing. */
export declare function requireChromium(): string;
