import type { Messages, PrintKitWords } from './en.ts';
import { byLanguage, type Language } from './languages.ts';

/**
 * Each catalogue, src/i18n/<code>.ts, exports its words under its code, which a
 * page's script imports alone, and its print kit's words as `printKit`, which
 * only the build reads.
 */
type Catalogue = Partial<Record<Language, Messages>> & { printKit?: PrintKitWords };

const files = import.meta.glob<Catalogue>(['./*.ts', '!./*.test.ts', '!./catalogues.ts', '!./languages.ts', '!./content-fields.ts'], {
  eager: true,
});

function catalogueOf(language: Language): Required<Pick<Catalogue, 'printKit'>> & { messages: Messages } {
  const file = files[`./${language}.ts`];
  const messages = file?.[language];
  const printKit = file?.printKit;
  if (!messages || !printKit) {
    throw new Error(
      `src/i18n/${language}.ts must export the ${language} words as \`export const ${language}: Messages\` and its print kit's as \`export const printKit: PrintKitWords\``,
    );
  }
  return { messages, printKit };
}

/** Every language's words, for the build. */
export const MESSAGES: Record<Language, Messages> = byLanguage((language) => catalogueOf(language).messages);

/** Every language's words of the print kit. */
export const PRINT_KIT: Record<Language, PrintKitWords> = byLanguage((language) => catalogueOf(language).printKit);
