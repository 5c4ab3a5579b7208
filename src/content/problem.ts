import type { EditorLanguage } from '../i18n/languages.ts';
import type { Words } from './fields.ts';

/**
 * What a content check says is wrong, written once in every language the editor speaks, beside the check. The build
 * says it in English; the editor's fields say it in the owner's language, and its publish bar recognises the build's
 * English sentence (problemsIn, sayIn) to give it in the owner's. `{value}` marks where a value of the owner's goes
 * (a name, a time, a file), which every language shows as written.
 */

/** A problem's values, by the names of its {slots}. */
export type Values<Slot extends string> = Readonly<Record<Slot, string | number>>;

export interface Problem<Slot extends string = never> {
  /** Its words in every language the editor speaks, each {slot} where its value goes. */
  readonly words: Words;
  /** The problem in `language` (the build's English unless asked), each {slot} its value. */
  readonly say: (
    ...args: [Slot] extends [never]
      ? [values?: Values<never>, language?: EditorLanguage]
      : [values: Values<Slot>, language?: EditorLanguage]
  ) => string;
}

const SLOT = /\{(\w+)\}/gu;

/** The names of a template's {slots}, in order, each once. */
export const slotsOf = (template: string): string[] => [...new Set(Array.from(template.matchAll(SLOT), ([, name = '']) => name))];

const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(SLOT, (slot, name: string) => (name in values ? String(values[name]) : slot));

/** A problem a check can find, in `words`; `Slot` names its values. */
export function problem<Slot extends string = never>(words: Words): Problem<Slot> {
  const say = (values: Readonly<Record<string, string | number>> = {}, language: EditorLanguage = 'en') => fill(words[language], values);
  return { words, say } as Problem<Slot>;
}

/** Anything a module's problems are kept in: a problem, or a record or list of them. */
type ProblemTree = { readonly words: Words } | readonly ProblemTree[] | { readonly [key: string]: ProblemTree };

const isProblem = (tree: ProblemTree): tree is { readonly words: Words } =>
  'words' in tree && typeof (tree as { words?: unknown }).words === 'object';

/** Every problem of `trees`, each once. */
export function problemsOf(...trees: readonly ProblemTree[]): { readonly words: Words }[] {
  const found = new Set<{ readonly words: Words }>();
  const walk = (tree: ProblemTree) => {
    if (typeof tree !== 'object' || tree === null) return;
    if (isProblem(tree)) found.add(tree);
    else for (const inner of Object.values(tree) as ProblemTree[]) walk(inner);
  };
  trees.forEach(walk);
  return [...found];
}

/**
 * Every problem's words in `language`, by its English, for the editor to say the build's sentences in: an English
 * sentence two problems say differently is left out, since the English alone cannot say which it is.
 */
export function problemsIn(problems: readonly { readonly words: Words }[], language: EditorLanguage): Record<string, string> {
  const found = new Map<string, Set<string>>();
  for (const { words } of problems) found.set(words.en, (found.get(words.en) ?? new Set()).add(words[language]));
  return Object.fromEntries([...found].flatMap(([english, [only, ...others]]) => (only && others.length === 0 ? [[english, only]] : [])));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** An English template as a pattern of the whole sentence: each {slot} any text, the same text where it comes again. */
function patternOf(template: string): { pattern: RegExp; slots: string[] } {
  const slots: string[] = [];
  const source = template
    .split(/(\{\w+\})/u)
    .map((part) => {
      const slot = /^\{(\w+)\}$/u.exec(part)?.[1];
      if (slot === undefined) return escapeRegExp(part);
      const earlier = slots.indexOf(slot);
      if (earlier >= 0) return `\\${earlier + 1}`;
      slots.push(slot);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 'u'), slots };
}

const patterns = new Map<string, { pattern: RegExp; slots: string[] }>();

/** How much of a template is its own words rather than values: of two that match, the one that says more is meant. */
const ownWords = (template: string) => template.replace(SLOT, '').length;

/**
 * The build's English problem `sentence` in the words of `translations` (problemsIn), its values as the sentence
 * has them; undefined for a sentence none of them says (an older build's, or one cut short).
 */
export function sayIn(sentence: string, translations: Readonly<Record<string, string>>): string | undefined {
  let best: { own: number; said: string } | undefined;
  for (const [english, translated] of Object.entries(translations)) {
    const own = ownWords(english);
    if (best && best.own >= own) continue;
    const compiled = patterns.get(english) ?? patternOf(english);
    patterns.set(english, compiled);
    const match = compiled.pattern.exec(sentence);
    if (!match) continue;
    const values = Object.fromEntries(compiled.slots.map((slot, index) => [slot, match[index + 1] ?? '']));
    best = { own, said: fill(translated, values) };
  }
  return best?.said;
}
