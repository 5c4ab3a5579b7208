import type { ZoneOffsets } from '../../src/restaurant/opening-hours.ts';

const MS_PER_MINUTE = 60_000;
/** No zone changes its offset twice within this, so a scan in such steps sees every change. */
const OFFSET_SCAN_STEP_MS = 6 * 60 * MS_PER_MINUTE;

/** Minutes ahead of UTC that `timeZone` is at `instant`, as Intl names it: "GMT-05:00", "GMT+05:45", or "GMT". */
function offsetAt(format: Intl.DateTimeFormat, instant: number): number {
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign = '+', hours = '0', minutes = '0'] = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * The offsets of `timeZone` from `from` to `until`, read with Intl at build
 * time, so that the browser reads the restaurant's clock by arithmetic: each
 * change found by halves to the minute.
 */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const changes: [number, number][] = [[from, offsetAt(format, from)]];
  for (let scanned = from; scanned < until; scanned += OFFSET_SCAN_STEP_MS) {
    const current = changes.at(-1)?.[1];
    let before = scanned;
    let after = Math.min(scanned + OFFSET_SCAN_STEP_MS, until - MS_PER_MINUTE);
    if (offsetAt(format, after) === current) continue;
    while (after - before > MS_PER_MINUTE) {
      const middle = before + Math.floor((after - before) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
      if (offsetAt(format, middle) === current) before = middle;
      else after = middle;
    }
    changes.push([after, offsetAt(format, after)]);
  }
  return { from, until, changes };
}
