import { en, type Messages } from './en.ts';
import type { Language } from './languages.ts';
import { zh } from './zh.ts';

/** Every language's words, for the build; a page's script imports its own language's alone. */
export const MESSAGES: Record<Language, Messages> = { en, zh };
