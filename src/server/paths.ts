import { existsSync } from 'node:fs';
import path from 'node:path';

// The same code runs from src/ (tsx, tests) and bundled from dist/server/, so paths are found from the
// project root rather than from this file's folder.
function findProjectRoot(start: string): string {
  let current = start;
  while (true) {
    if (existsSync(path.join(current, 'package.json')) && existsSync(path.join(current, 'drizzle')))
      return current;
    const parent = path.dirname(current);
    if (parent === current) return process.cwd();
    current = parent;
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle');
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
/** The built-in product catalog (docs/decisions/013), read at start. */
export const CATALOG_FILE = path.join(PROJECT_ROOT, 'src', 'server', 'catalog', 'products.json');
