/**
 * The language of our words in the editor: the fields' labels, hints and
 * options, the list summaries, our fields' errors and the publish bar. Sveltia
 * CMS has one language setting for its own words (Settings → Language, or
 * the browser's language until the owner picks one) but takes one label per
 * field, so the build writes the configuration once per language
 * (config.yml, config.zh.yml) and the editor loads the one in Sveltia's
 * language. Sveltia marks its language on <html lang>: when the owner
 * switches, the editor starts again in the new one.
 */
import { DEFAULT_LANGUAGE, EDITOR_LANGUAGES, type EditorLanguage } from '../i18n/languages.ts';

/** The configuration in `language`, beside index.html. */
export const configFileOf = (language: EditorLanguage) => (language === DEFAULT_LANGUAGE ? 'config.yml' : `config.${language}.yml`);

/** Our language for a language tag of Sveltia's or the browser's: zh-CN and zh-TW are Chinese; one we do not speak is English. */
export function editorLanguageOf(tag: string | null | undefined): EditorLanguage {
  const primary = (tag ?? '').toLowerCase().split('-')[0];
  return EDITOR_LANGUAGES.find((language) => language === primary) ?? DEFAULT_LANGUAGE;
}

/** Where Sveltia keeps the owner's choice: { locale: 'zh-CN' }, or 'auto' to follow the browser. */
const SVELTIA_PREFS_KEY = 'sveltia-cms.prefs';
/** The language Sveltia last showed here: the one it will show again, whatever it made of the browser's languages. */
const SEEN_KEY = 'golden-lantern.editor-language';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage refused (a private window's setting): the browser's language decides.
    return null;
  }
}

/** The language to start in: as Sveltia last showed it, else as the owner set it in Sveltia, else the browser's. */
export function startingLanguage(): EditorLanguage {
  const seen = read(SEEN_KEY);
  if (seen) return editorLanguageOf(seen);
  try {
    const { locale } = (JSON.parse(read(SVELTIA_PREFS_KEY) ?? '{}') ?? {}) as { locale?: unknown };
    if (typeof locale === 'string' && locale !== 'auto') return editorLanguageOf(locale);
  } catch {
    // Sveltia's own record unreadable: it falls back to the browser's language, as we do.
  }
  return editorLanguageOf(navigator.languages[0] ?? navigator.language);
}

/**
 * Starts the editor again when Sveltia's language is not `loaded`: on the
 * owner's switch in Settings, or when its first choice differs from ours.
 * What it shows is remembered first, so the next start matches it.
 */
export function followSveltiaLanguage(loaded: EditorLanguage): void {
  const root = document.documentElement;
  const check = () => {
    if (!root.lang) return;
    try {
      localStorage.setItem(SEEN_KEY, root.lang);
    } catch {
      // Not remembered, the next start would guess the same again: our words stay in `loaded`.
      return;
    }
    if (editorLanguageOf(root.lang) !== loaded) location.reload();
  };
  new MutationObserver(check).observe(root, { attributes: true, attributeFilter: ['lang'] });
}
