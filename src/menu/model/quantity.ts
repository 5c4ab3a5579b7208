/** Quantity never goes below 1. */
export const MIN_QUANTITY = 1;
/**
 * The menu shows no maximum; this one is never displayed and only
 * keeps a guest's typo ("1e9") from producing a number the field cannot show.
 */
export const MAX_QUANTITY = 999;

/** Any number to a whole quantity within bounds; NaN never gets through. */
export function clampQuantity(value: number): number {
  if (Number.isNaN(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(value)));
}

/**
 * What a guest typed, to a quantity: "3" is 3, "0" and "-3" are 1, "1.5" is 1,
 * "1e3" is 999 (the cap). Text that is no number at all ("", "abc") keeps the
 * quantity the field had before.
 */
export function parseQuantity(text: string, previous: number): number {
  const trimmed = text.trim().replace(/[\s,]/g, '');
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isNaN(value) ? clampQuantity(previous) : clampQuantity(value);
}
