// Types for bundle-server.mjs, so TypeScript scripts can import it.

/** Bundles `entryPoints` (name → source file) into `outdir`, dependencies left to node_modules. */
export declare function bundleServer(entryPoints: Record<string, string>, outdir: string): Promise<unknown>;
