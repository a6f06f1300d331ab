import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  aliasCatalogs,
  compileCatalogs,
  readBuildLocale,
  setDocumentLanguage,
} from './scripts/vite-catalogs.ts';

// API answers are checked against their shared schemas (src/client/lib/check-response.ts) in development
// and in the build the end-to-end tests use (scripts/build.mjs --check-responses sets the variable), never
// in the production build, which drops the check and the schemas only it needs.
const isCheckingResponses = (mode: string) =>
  mode !== 'production' || process.env.KINDLIST_CHECK_RESPONSES === '1';

// Each language is its own build (scripts/build.mjs runs one per language with KINDLIST_LOCALE): a
// page loads the messages of its language only, inside the chunks that use them (decision 031).
export default defineConfig(({ mode }) => ({
  define: {
    __CHECK_RESPONSES__: JSON.stringify(isCheckingResponses(mode)),
    __LOCALE__: JSON.stringify(readBuildLocale()),
  },
  resolve: { tsconfigPaths: true, alias: aliasCatalogs(import.meta.dirname, readBuildLocale()) },
  plugins: [react(), tailwindcss(), compileCatalogs(), setDocumentLanguage(readBuildLocale())],
  build: {
    outDir: 'dist/client',
    // The first language's build empties the folder; the next one adds its own assets beside.
    emptyOutDir: readBuildLocale() === 'en',
    assetsDir: `assets/${readBuildLocale()}`,
    // The server's CSP forbids inline scripts and styles, so nothing may be inlined into index.html.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Page and API paths are constants in modules imported as namespaces: inlining every imported
      // constant puts them back as literals, so naming them costs the first load nothing.
      optimization: { inlineConst: { mode: 'all' } },
      // The shared schemas only build values: a module whose schemas are unused (the response schemas
      // when answers are not checked) is dropped rather than kept for its top-level calls.
      treeshake: { moduleSideEffects: [{ test: /src[\\/]shared[\\/]schemas[\\/]/, sideEffects: false }] },
      // The path builders, shared by most lazy chunks, travel as one chunk rather than one each: every
      // chunk file is named once more in the entry's preload map.
      // Chunks are named by their hash alone: the entry lists every lazy chunk's file (its preload
      // map), and names would cost the first load bytes nobody reads.
      output: {
        chunkFileNames: `assets/${readBuildLocale()}/[hash].js`,
        codeSplitting: {
          groups: [
            { name: 'paths', test: /src[\\/]shared[\\/](api-paths[\\/]|page-path-builders)/ },
            // What every page runs (React, the query cache, the message writer) as one file, not four
            // small ones, each with its own imports and exports.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]|src[\\/](shared[\\/]i18n[\\/]locales|client[\\/]lib[\\/](i18n|format-message))\.ts|rolldown:runtime/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:5000',
    },
  },
}));
