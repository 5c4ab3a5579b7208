import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const tokens = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');
const global = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8');
const darkTokens = tokens.slice(tokens.indexOf('@media (prefers-color-scheme: dark)'));
const lightTokens = tokens.slice(0, tokens.indexOf('@media (prefers-color-scheme: dark)'));

type Rgba = [number, number, number, number];

function parseColour(text: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  if (hex) {
    const [, red = '', green = '', blue = ''] = hex;
    return [Number.parseInt(red, 16), Number.parseInt(green, 16), Number.parseInt(blue, 16), 1];
  }
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`not a colour this test reads: ${text}`);
}

function token(css: string, name: string): Rgba {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(css);
  if (!match?.[1]) throw new Error(`no ${name}`);
  return parseColour(match[1].trim());
}

/** The scroll lock's gutter colour: the background-color of the first :root:has(dialog[open]) rule in `css`. */
function lockColour(css: string): Rgba {
  const match = /:root:has\(dialog\[open\]\)\s*\{[^}]*background-color:\s*([^;]+);/.exec(css);
  if (!match?.[1]) throw new Error('no background-color for :root:has(dialog[open])');
  return parseColour(match[1].trim());
}

/** `top` composited over an opaque `bottom`, as red, green, blue. */
function over(top: Rgba, bottom: Rgba): [number, number, number] {
  const alpha = top[3];
  const mix = (upper: number, lower: number) => upper * alpha + lower * (1 - alpha);
  return [mix(top[0], bottom[0]), mix(top[1], bottom[1]), mix(top[2], bottom[2])];
}

it.each([
  ['light', lightTokens, global.slice(0, global.indexOf('@media (prefers-color-scheme: dark)'))],
  ['dark', darkTokens, global.slice(global.indexOf('@media (prefers-color-scheme: dark)'))],
])('the locked page gutter is the %s backdrop over the page background', (_scheme, tokenCss, globalCss) => {
  const [red, green, blue] = over(token(tokenCss, '--color-backdrop'), token(tokenCss, '--color-bg'));
  const [actualRed, actualGreen, actualBlue] = lockColour(globalCss);
  expect(Math.abs(actualRed - red)).toBeLessThanOrEqual(1);
  expect(Math.abs(actualGreen - green)).toBeLessThanOrEqual(1);
  expect(Math.abs(actualBlue - blue)).toBeLessThanOrEqual(1);
});
