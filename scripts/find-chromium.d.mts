// Types for find-chromium.mjs, so TypeScript files (e2e, scripts) can import it.

/** Launch flags every Chromium run needs on this kind of machine (without `--headless`). */
export declare const CHROMIUM_ARGS: readonly string[];

/** The path of a Chromium executable; may install one with apt-get as root on Debian unless install is false. */
export declare function findChromium(options?: { install?: boolean }): Promise<string>;
