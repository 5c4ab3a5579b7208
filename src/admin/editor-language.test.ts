import { expect, it } from 'vitest';
import { EDITOR_LANGUAGES } from '../i18n/languages.ts';
import { configFileOf, editorLanguageOf } from './editor-language.ts';

it.each([
  ['zh-CN', 'zh'],
  ['zh-TW', 'zh'],
  ['zh', 'zh'],
  ['en-US', 'en'],
  ['en-GB', 'en'],
  ['fr', 'en'],
  ['', 'en'],
  [null, 'en'],
])('reads Sveltia’s or the browser’s %j as our words in %s', (tag, language) => {
  expect(editorLanguageOf(tag)).toBe(language);
});

it('has a configuration file for each language the editor speaks, English the one Sveltia finds by itself', () => {
  expect(configFileOf('en')).toBe('config.yml');
  expect(new Set(EDITOR_LANGUAGES.map(configFileOf)).size).toBe(EDITOR_LANGUAGES.length);
});
