import { pinyin } from 'pinyin-pro';

/** A run of Chinese characters, read as one phrase so that a character with two readings gets the one its neighbours give it. */
const HAN_RUN = /\p{Script=Han}+/gu;

/**
 * A name as it appears in an address, worked out at build time: Chinese
 * characters in pinyin without tones (ü as v), then lower case, every run of
 * other characters one "-", none at either end. "Wontons (10)" → "wontons-10",
 * "宫保鸡丁" → "gong-bao-ji-ding". A name in another script gives "", and
 * the build asks for a `slug` field.
 */
export function slugify(name: string): string {
  return name
    .replace(HAN_RUN, (run) => ` ${pinyin(run, { toneType: 'none', v: true })} `)
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What an owner may write as a `slug` field: what slugify makes of a name. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
