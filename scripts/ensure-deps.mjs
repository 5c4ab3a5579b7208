// Runs before `npm start` and `npm test`: installs the npm dependencies when
// node_modules is missing or older than the lockfile, so that a fresh clone
// needs no separate install step. Plain JavaScript: nothing is installed yet.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const INSTALLED_MARKER = 'node_modules/.package-lock.json';

const isStale = !existsSync(INSTALLED_MARKER) || statSync(INSTALLED_MARKER).mtimeMs < statSync('package-lock.json').mtimeMs;

if (isStale) {
  console.log('Installing npm dependencies (node_modules is missing or older than package-lock.json)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
