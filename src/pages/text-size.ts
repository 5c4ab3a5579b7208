/**
 * The text size a guest picked on the page (100 %, 125 % or 150 %), kept on
 * their phone like Avoid. Every page inlines this first in its <head>
 * (plugins/prerender.ts), so the size applies before the first paint; it also
 * answers the header's choices, which no other script hydrates.
 */
export const TEXT_SIZE_KEY = 'golden-lantern:text-size';
export const TEXT_SIZES = ['100', '125', '150'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = '100';

/** A stored or chosen value as one of the sizes; anything else is the default. */
export function parseTextSize(raw: string | null | undefined): TextSize {
  return TEXT_SIZES.find((size) => size === raw) ?? DEFAULT_TEXT_SIZE;
}

/** The root's data-text-size: none at the default, so the browser's and the phone's own size rule alone. */
export function rootAttribute(size: TextSize): string | null {
  return size === DEFAULT_TEXT_SIZE ? null : size;
}

/** The choices' attribute that names their size. */
export const CHOICE_ATTRIBUTE = 'data-text-size-choice';

function read(): TextSize {
  try {
    return parseTextSize(window.localStorage.getItem(TEXT_SIZE_KEY));
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

function apply(size: TextSize) {
  const value = rootAttribute(size);
  if (value === null) delete document.documentElement.dataset.textSize;
  else document.documentElement.dataset.textSize = value;
  for (const choice of document.querySelectorAll(`[${CHOICE_ATTRIBUTE}]`)) {
    choice.setAttribute('aria-pressed', String(choice.getAttribute(CHOICE_ATTRIBUTE) === size));
  }
}

/** Runs where it is inlined: the browser's page, never the build. */
export function startTextSize() {
  apply(read());
  // The choices are parsed after this runs: mark the guest's once they are.
  document.addEventListener('DOMContentLoaded', () => apply(read()), { once: true });
  document.addEventListener('click', (event) => {
    const choice = event.target instanceof Element ? event.target.closest(`[${CHOICE_ATTRIBUTE}]`) : null;
    if (choice === null) return;
    const size = parseTextSize(choice.getAttribute(CHOICE_ATTRIBUTE));
    try {
      window.localStorage.setItem(TEXT_SIZE_KEY, size);
    } catch {
      // Storage refused (private mode, full): the size holds for this page only.
    }
    apply(size);
  });
  // Another tab of the site changed it.
  window.addEventListener('storage', (event) => {
    if (event.key === TEXT_SIZE_KEY) apply(read());
  });
}
