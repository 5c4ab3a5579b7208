/**
 * A name as it appears in an address: lower case, every run of other
 * characters one "-", none at either end. "Wontons (10)" → "wontons-10".
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
