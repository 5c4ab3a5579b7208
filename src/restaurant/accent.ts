/**
 * The restaurant's accent colour (content/restaurant.yml `accentColor`): the
 * header, the card headers, prices and filled buttons. The owner picks one
 * colour; the shades around it are drawn from it, and it must keep the text
 * it meets readable (WCAG AA: 4.5:1 for normal text).
 */
import type { EditorLanguage } from '../i18n/languages.ts';
import { problem } from '../content/problem.ts';
import type { Words } from '../content/fields.ts';

/** Today's lacquer red. */
export const DEFAULT_ACCENT = '#9e1b1b';

/** WCAG AA's contrast for normal text. */
export const AA_CONTRAST = 4.5;

/** A colour as content/restaurant.yml writes it: "#9e1b1b". */
export const HEX_PATTERN = /^#[0-9a-f]{6}$/i;

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  if (!HEX_PATTERN.test(hex)) throw new Error(`${hex} is not a colour #rrggbb`);
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgbOf(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [luminance(first), luminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** `from` moved a `share` (0 to 1) of the way to `to`, channel by channel. */
function mix(from: string, to: string, share: number): string {
  const [r, g, b] = rgbOf(from);
  const [toR, toG, toB] = rgbOf(to);
  const step = (channel: number, target: number) => Math.round(channel + (target - channel) * share);
  return hexOf([step(r, toR), step(g, toG), step(b, toB)]);
}

/** The page's colours the accent meets, as in src/styles/tokens.css. */
const CREAM = '#fbf4e8';
const GOLD_LIGHT = '#f6d88e';
const WHITE_ON_RED = '#fffdf9';
const DARK_SURFACE = '#2b1d19';

/** A colour not written as the file writes it, in the words of the build and of the editor's Colour field. */
export const ACCENT_WRITTEN = problem({ en: 'must be a colour written #rrggbb, such as #9e1b1b', zh: '必须写成 #rrggbb，例如 #9e1b1b' });

/** Why a colour is refused, by the text on it that reads worst, in each language the editor speaks; the build's are English. */
const tooLight = (role: Words) =>
  problem<'colour' | 'ratio'>({
    en: `{colour} is too light: choose a darker colour (${role.en} on it: contrast {ratio}:1, ${AA_CONTRAST}:1 needed)`,
    zh: `{colour} 太浅了：请选深一点的颜色（上面的${role.zh}对比度为 {ratio}:1，至少需要 ${AA_CONTRAST}:1）`,
  });

/** The text the accent sits behind (the header, the card headers) or with (prices on the light page), in either scheme. */
const ACCENT_MEETS = [
  { colour: CREAM, problem: tooLight({ en: 'the cream text', zh: '奶油色文字' }) },
  { colour: GOLD_LIGHT, problem: tooLight({ en: 'the gold name', zh: '金色名称' }) },
] as const;

/** What the build and the editor say of a colour too light. */
export const ACCENT_PROBLEMS = [ACCENT_WRITTEN, ...ACCENT_MEETS.map((meets) => meets.problem)];

/**
 * Why the accent is refused, in the words of the build and of the editor's
 * Colour field, which both check it with this rule: the text it meets with the
 * least contrast, and the ratio. Undefined when every text reads on it.
 */
export function accentProblem(accent: string, language: EditorLanguage = 'en'): string | undefined {
  const colour = accent.toLowerCase();
  const [worst] = ACCENT_MEETS.map((meets) => ({ ...meets, ratio: contrastRatio(colour, meets.colour) })).sort((a, b) => a.ratio - b.ratio);
  if (!worst || worst.ratio >= AA_CONTRAST) return undefined;
  return worst.problem.say({ colour, ratio: worst.ratio.toFixed(2) }, language);
}

/** The colours of tokens.css that follow the accent. */
export interface AccentPalette {
  /** The header and card headers, in both schemes; the browser's bar. */
  lacquer: string;
  lacquerDeep: string;
  /** Headings in the light scheme (the dark scheme's are gold). */
  heading: string;
  /** Prices and filled buttons: light, then dark scheme. */
  red: string;
  redBright: string;
  darkRed: string;
  darkRedBright: string;
  themeColor: string;
}

/** Drawn by hand for the default accent, and written in tokens.css, which the test holds to this. */
export const SHIPPED_PALETTE: AccentPalette = {
  lacquer: '#9e1b1b',
  lacquerDeep: '#7c1414',
  heading: '#7c1414',
  red: '#9e1b1b',
  redBright: '#c8322b',
  darkRed: '#f4796d',
  darkRedBright: '#f8968b',
  themeColor: '#8e1a1a',
};

const STEPS = Array.from({ length: 21 }, (_, index) => index / 20);

/** The least tint of `colour` towards white that reads at AA against `background`: white always does. */
function readableTint(colour: string, background: string): string {
  return STEPS.map((share) => mix(colour, '#ffffff', share)).find((tint) => contrastRatio(tint, background) >= AA_CONTRAST) ?? '#ffffff';
}

/** The palette of an accent that passes accentProblem: the shipped one for the default, else drawn from it. */
export function accentPalette(accent: string): AccentPalette {
  const colour = accent.toLowerCase();
  if (colour === DEFAULT_ACCENT) return SHIPPED_PALETTE;
  const deep = mix(colour, '#000000', 0.2);
  const bright = mix(colour, '#ffffff', 0.15);
  const darkRed = readableTint(colour, DARK_SURFACE);
  return {
    lacquer: colour,
    lacquerDeep: deep,
    heading: deep,
    red: colour,
    // The brighter end of a button's gradient, behind its light text: only as bright as that text allows.
    redBright: contrastRatio(bright, WHITE_ON_RED) >= AA_CONTRAST ? bright : colour,
    darkRed,
    darkRedBright: mix(darkRed, '#ffffff', 0.2),
    themeColor: mix(colour, '#000000', 0.1),
  };
}

/**
 * A rule that sets the palette over tokens.css's, placed after it; empty for
 * the default accent, whose colours tokens.css already has. Headings keep
 * the dark scheme's gold and print's black.
 */
export function accentCss(accent: string): string {
  const palette = accentPalette(accent);
  if (palette === SHIPPED_PALETTE) return '';
  const { lacquer, lacquerDeep, heading, red, redBright, darkRed, darkRedBright } = palette;
  return [
    `:root{--color-lacquer:${lacquer};--color-lacquer-deep:${lacquerDeep};--color-red:${red};--color-red-bright:${redBright}}`,
    `@media screen and (prefers-color-scheme:light){:root{--color-heading:${heading}}}`,
    `@media (prefers-color-scheme:dark){:root{--color-red:${darkRed};--color-red-bright:${darkRedBright}}}`,
  ].join('');
}
