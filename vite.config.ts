import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The server's CSP forbids inline scripts and styles, so nothing may be inlined into index.html.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Page and API paths are constants in modules imported as namespaces: inlining every imported
      // constant puts them back as literals, so naming them costs the first load nothing.
      optimization: { inlineConst: { mode: 'all' } },
      // The path builders, shared by most lazy chunks, travel as one chunk rather than one each: every
      // chunk file is named once more in the entry's preload map.
      output: {
        codeSplitting: {
          groups: [{ name: 'paths', test: /src[\\/]shared[\\/](api-paths[\\/]|page-path-builders)/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:5000',
    },
  },
});
