/** What the benchmark records of the machine it ran on, beyond its CPU and load. */
import { median } from './stats.ts';

const PAGE_BYTES = 4096;
const SAMPLE_BYTES = 64 * 1024 * 1024;
const ROUNDS = 5;

/** About what a fresh page of memory costs on an ordinary computer. */
export const ORDINARY_PAGE_FAULT_MICROS = 1;

/** Above this, a first touch of memory costs several times what it does on an ordinary computer. */
export const SLOW_PAGE_FAULT_MICROS = 4 * ORDINARY_PAGE_FAULT_MICROS;

/**
 * Microseconds this machine takes to hand a process one fresh page of memory
 * (the first write to it: a page fault and the page zeroed), median of a few
 * rounds over 64 MB. Chromium pays it throughout a page load, as it parses,
 * compiles and collects garbage in a new renderer, so where it is slow (13-15
 * us on one of the virtual machines the bench has run on), every browser
 * timing is slower, the reference page's included, while a CPU benchmark of
 * the same machine looks normal.
 */
export function measurePageFaultMicros(): number {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    // Unpooled and uninitialised, so its pages are new to the process until written.
    const buffer = Buffer.allocUnsafeSlow(SAMPLE_BYTES);
    for (let offset = 0; offset < buffer.length; offset += PAGE_BYTES) buffer[offset] = 1;
    samples.push(Number(process.hrtime.bigint() - started) / 1000 / (SAMPLE_BYTES / PAGE_BYTES));
  }
  return median(samples);
}
