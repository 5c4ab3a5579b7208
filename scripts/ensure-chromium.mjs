// Runs before the end-to-end tests: they drive Debian's Chromium (never a
// downloaded browser). Installs it with apt-get where we can (root), else
// stops with one line saying how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium not found at ${chromium}: install it (sudo apt-get install chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  console.log(`Chromium not found at ${chromium}; installing Debian's chromium package with apt-get…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', {
    stdio: 'inherit',
  });
}
