import type { Messages } from './en.ts';
import { byLanguage, type Language } from './languages.ts';

// Each catalogue, src/i18n/<code>.ts, exports its words under its code; a page's script imports its own language's alone.
const files = import.meta.glob<Partial<Record<Language, Messages>>>(['./*.ts', '!./*.test.ts', '!./catalogues.ts', '!./languages.ts'], {
  eager: true,
});

function catalogueOf(language: Language): Messages {
  const messages = files[`./${language}.ts`]?.[language];
  if (!messages) throw new Error(`src/i18n/${language}.ts must export the ${language} words as \`export const ${language}: Messages\``);
  return messages;
}

/** Every language's words, for the build. */
export const MESSAGES: Record<Language, Messages> = byLanguage(catalogueOf);
