import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAWING, drawingUrl } from '../menu/model/drawing.ts';
import { DRAWINGS } from './drawings.ts';

describe('the drawings', () => {
  it('are the SVG files of their folder, each served where a dish shows it', () => {
    expect(DRAWINGS.length).toBeGreaterThan(0);
    for (const drawing of DRAWINGS) expect(existsSync(`public${drawingUrl(drawing)}`), drawing).toBe(true);
  });

  it('hold the one a category without a picture shows', () => {
    expect(DRAWINGS).toContain(DEFAULT_DRAWING);
  });
});
