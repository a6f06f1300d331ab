// Rewrites relative imports (in src/, scripts/ and e2e/) that climb two or more folders, or cross from one side
// (shared, server, client) to another, into the path aliases (#shared/…, #server/…, #client/…).
// Run it after moving folders around: `node scripts/rewrite-imports.mjs` (idempotent).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './source-stamp.mjs';

const SOURCE_ROOT = path.join(PROJECT_ROOT, 'src');
const SPECIFIER =
  /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

function listSourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

function describeLocation(file) {
  const [side = '', ...rest] = path.relative(SOURCE_ROOT, file).split(path.sep);
  const feature = side === 'client' && rest[0] === 'features' ? rest[1] : undefined;
  return { side, feature };
}

function rewriteSpecifier(file, specifier) {
  const climbs = specifier.match(/^(\.\.\/)*/)?.[0].length / 3;
  const target = path.resolve(path.dirname(file), specifier);
  if (path.relative(SOURCE_ROOT, target).startsWith('..')) return specifier;
  const from = describeLocation(file);
  const to = describeLocation(target);
  const isSameSide = from.side === to.side && to.side !== '';
  if (isSameSide && from.feature === to.feature && climbs < 2) return specifier;
  const relative = path.relative(path.join(SOURCE_ROOT, to.side), target).split(path.sep).join('/');
  return `#${to.side}/${relative}`;
}

let changedFiles = 0;
let changedImports = 0;
for (const file of ['src', 'scripts', 'e2e'].flatMap((dir) =>
  listSourceFiles(path.join(PROJECT_ROOT, dir)),
)) {
  const before = readFileSync(file, 'utf8');
  const after = before.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const rewritten = rewriteSpecifier(file, specifier);
    if (rewritten === specifier) return whole;
    changedImports += 1;
    return `${lead}${quote}${rewritten}${quote}`;
  });
  if (after !== before) {
    writeFileSync(file, after);
    changedFiles += 1;
  }
}
console.log(`Rewrote ${changedImports} imports in ${changedFiles} files`);
