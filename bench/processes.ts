/**
 * Child processes and everything else the benchmark must undo: one registry
 * of clean-ups that run.ts empties on success, on error and on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

interface Cleanup {
  name: string;
  /** Orderly shutdown. */
  run: () => Promise<void> | void;
  /** Last resort from the 'exit' handler, where nothing asynchronous runs. */
  runSync?: () => void;
}

const cleanups: Cleanup[] = [];

/** Registers a clean-up; the returned function runs it now (once) and unregisters it. */
export function deferCleanup(cleanup: Cleanup): () => Promise<void> {
  cleanups.push(cleanup);
  return async () => {
    const index = cleanups.indexOf(cleanup);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await cleanup.run();
  };
}

let draining: Promise<void> | null = null;

/**
 * Runs every pending clean-up, newest first; one failing does not stop the
 * others. Callers at the same time (Ctrl-C during the main flow's finally)
 * share one run, so nobody exits while another is still cleaning up.
 */
export function cleanupAll(): Promise<void> {
  draining ??= (async () => {
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop();
      if (!cleanup) break;
      try {
        await cleanup.run();
      } catch (error) {
        console.error(`bench: could not clean up ${cleanup.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })().finally(() => {
    draining = null;
  });
  return draining;
}

/** For process.on('exit'): kills whatever is still registered, synchronously. */
export function cleanupAllSync(): void {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup.runSync?.();
    } catch {
      // The process is exiting; nothing more can be done.
    }
  }
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM, then SIGKILL if the child has not gone after `graceMs`. */
async function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const result = await Promise.race([exited.then(() => 'exited' as const), sleep(graceMs).then(() => 'timeout' as const)]);
  if (result === 'timeout' && isRunning(child)) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Runs a TypeScript file with tsx in a child Node (no npx in between, so no orphaned grandchildren). */
export function spawnTsx(script: string, options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean }): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
}

/** `npm run build` (vite build) in `cwd`, to completion; rejects on a non-zero exit. */
/** `vite build` in `cwd`, with `env` added to this process's environment (CONTENT_DIR and DIST_DIR build another menu elsewhere). */
export async function runBuild(cwd: string, env: Record<string, string> = {}): Promise<void> {
  const script = 'vite build';
  // Vite's exports leave out its bin/: found beside its package.json instead.
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build'], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = deferCleanup({ name: script, run: () => stopChild(child), runSync: () => child.kill('SIGKILL') });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  await stop();
  if (code !== 0) throw new Error(`${script} failed (${signal ?? `exit code ${code}`})`);
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** `preferred` if nothing listens there, else a port the OS picks. */
export async function freePort(preferred: number, host = '127.0.0.1'): Promise<number> {
  if (await canListen(preferred, host)) return preferred;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export interface Server {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Starts scripts/serve.ts for `distDir` on a free port and resolves once it
 * answers.
 */
export async function startServer(options: { name: string; root: string; distDir: string; preferredPort: number }): Promise<Server> {
  const host = '127.0.0.1';
  const port = await freePort(options.preferredPort, host);
  const child = spawnTsx('scripts/serve.ts', {
    cwd: options.root,
    env: { PORT: String(port), HOST: host, DIST_DIR: options.distDir },
    quiet: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = deferCleanup({ name: `${options.name} server`, run: () => stopChild(child), runSync: () => child.kill('SIGKILL') });
  const origin = `http://${host}:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (!isRunning(child)) throw new Error(`the ${options.name} server exited:\n${output}`);
    try {
      const response = await fetch(`${origin}/`);
      await response.arrayBuffer();
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ${options.name} server did not answer at ${origin} within 20 s:\n${output}`);
    }
    await sleep(100);
  }
}
