import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, accentCss, accentPalette, accentProblem, contrastRatio, DEFAULT_ACCENT, SHIPPED_PALETTE } from './accent.ts';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
    ['#767676', '#ffffff', 4.54],
    ['#ff0000', '#ffffff', 4],
    ['#0000FF', '#ffffff', 8.59],
  ])('%s against %s is %d:1', (first, second, ratio) => {
    expect(contrastRatio(first, second)).toBeCloseTo(ratio, 2);
  });
});

describe('accentProblem', () => {
  it.each([DEFAULT_ACCENT, '#1f4f8f', '#2f5d3a', '#000000', '#1F4F8F'])('accepts %s', (accent) => {
    expect(accentProblem(accent)).toBeUndefined();
  });

  it.each([
    ['#e05a5a', 'the gold name', '#f6d88e'],
    ['#c0392b', 'the gold name', '#f6d88e'],
    ['#F6D88E', 'the gold name', '#f6d88e'],
    ['#ffffff', 'the cream text', '#fbf4e8'],
  ])('refuses %s, naming the text that reads least on it and the ratio, and what to do', (accent, role, against) => {
    const ratio = contrastRatio(accent.toLowerCase(), against).toFixed(2);
    expect(accentProblem(accent)).toBe(
      `${accent.toLowerCase()} is too light: choose a darker colour (${role} on it: contrast ${ratio}:1, 4.5:1 needed)`,
    );
  });
});

describe('accentPalette', () => {
  it('is the hand-drawn palette for the default accent, which needs no rule of its own', () => {
    expect(accentPalette(DEFAULT_ACCENT)).toBe(SHIPPED_PALETTE);
    expect(accentPalette(DEFAULT_ACCENT.toUpperCase())).toBe(SHIPPED_PALETTE);
    expect(accentCss(DEFAULT_ACCENT)).toBe('');
  });

  it('is what tokens.css writes for the light and dark schemes', () => {
    const css = readFileSync('src/styles/tokens.css', 'utf8');
    const [light = '', dark = ''] = css.split('@media (prefers-color-scheme: dark)');
    const token = (block: string, name: string) => new RegExp(`--color-${name}: (#\\w+);`).exec(block)?.[1];
    expect({
      lacquer: token(light, 'lacquer'),
      lacquerDeep: token(light, 'lacquer-deep'),
      heading: token(light, 'heading'),
      red: token(light, 'red'),
      redBright: token(light, 'red-bright'),
      darkRed: token(dark, 'red'),
      darkRedBright: token(dark, 'red-bright'),
    }).toEqual({ ...SHIPPED_PALETTE, themeColor: undefined });
  });

  it.each(['#1f4f8f', '#2f5d3a', '#6b2d8c', '#000000'])('draws readable shades from %s', (accent) => {
    const palette = accentPalette(accent);
    expect(palette.lacquer).toBe(accent);
    expect(contrastRatio(palette.heading, '#fbf4e8')).toBeGreaterThanOrEqual(contrastRatio(accent, '#fbf4e8'));
    expect(contrastRatio(palette.redBright, '#fffdf9')).toBeGreaterThanOrEqual(AA_CONTRAST);
    for (const background of ['#1b1210', '#2b1d19']) expect(contrastRatio(palette.darkRed, background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(accentCss(accent)).toContain(`--color-lacquer:${accent}`);
  });
});
