/**
 * `npm run edit` (scripts/edit.ts) started for a spec on its own port, with
 * its own environment: the editor and the site as the owner runs them on a
 * computer.
 */
import { expect, type Locator } from '@playwright/test';
import { spawn } from 'node:child_process';
import type { Touchscreen } from './touch.ts';

export interface EditServer {
  stop: () => Promise<void>;
}

/** Resolves once the server says where the editor is; rejects with its output if it stops first. */
export async function startEditServer(env: Record<string, string>): Promise<EditServer> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/edit.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Menu editor:')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`npm run edit stopped (exit code ${code}):\n${output}`)));
  });
  return {
    stop: async () => {
      if (server.exitCode !== null) return;
      const stopped = new Promise((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    },
  };
}

/** A tap on a control the owner must hit in the editor: at least 24 x 24 pixels (WCAG 2.5.8). */
export async function tapControl(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box?.width, 'control width').toBeGreaterThanOrEqual(24);
  expect(box?.height, 'control height').toBeGreaterThanOrEqual(24);
  await locator.tap();
}

/** The editor draws a form's lower fields as they come into view: swipes the form up, as the owner does, until `field` shows. */
export async function swipeDownTo(touch: Touchscreen, field: Locator): Promise<void> {
  for (let swipes = 0; swipes < 8 && !(await field.isVisible()); swipes += 1) {
    await touch.swipe({ from: { x: 200, y: 700 }, dy: -450, steps: 12 });
  }
}
