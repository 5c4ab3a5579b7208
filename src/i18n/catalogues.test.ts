import { describe, expect, it } from 'vitest';
import { en, printKit } from './en.ts';
import { MESSAGES, PRINT_KIT } from './catalogues.ts';

/** Every key path of a catalogue, with the kind of value at its end. */
function shape(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [`${at}: ${typeof value}`];
  return Object.entries(value).flatMap(([key, inner]) => shape(inner, at ? `${at}.${key}` : key));
}

/** Every string a catalogue holds. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(texts);
}

describe.each(Object.entries(MESSAGES))('the %s catalogue', (_language, catalogue) => {
  it('has every key the English one has, of the same kind, and no other', () => {
    expect(shape(catalogue)).toEqual(shape(en));
  });

  it('leaves no string empty', () => {
    expect(texts(catalogue).filter((text) => text.trim() === '')).toEqual([]);
  });
});

describe.each(Object.entries(PRINT_KIT))("the %s catalogue's print kit", (_language, words) => {
  it('has every key the English one has, of the same kind, and no other, none empty', () => {
    expect(shape(words)).toEqual(shape(printKit));
    expect(texts(words).filter((text) => text.trim() === '')).toEqual([]);
  });
});
