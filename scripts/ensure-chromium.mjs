// Runs before the end-to-end tests: they drive Debian's Chromium, never a
// downloaded browser. Where it is missing and we can (root with apt-get),
// it is installed; elsewhere this stops with one line saying how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const chromium = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;

if (!existsSync(chromium)) {
  const canInstall = chromium === DEBIAN_CHROMIUM && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium not found at ${chromium}: install Debian's package (sudo apt-get install chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  // fonts-noto-cjk: the dish names in Chinese need a font to render in screenshots and layout.
  console.log(`Chromium not found at ${chromium}; installing Debian's chromium package with apt-get…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', {
    stdio: 'inherit',
  });
}
