import { expect, it } from 'vitest';
import { fieldIn, TRANSLATED_LANGUAGES } from '../i18n/languages.ts';
import { fieldWords, labelsIn, type Fields } from './fields.ts';

const editor = { widget: 'string' } as const;
const fields = {
  price: { label: { en: 'Price', zh: '价格' }, editor },
  name: { label: { en: 'Name', zh: '名称' }, editor, translation: { schema: undefined as never } },
  hours: { label: { en: 'Opening hours', zh: '营业时间' }, editor, fields: { monday: { label: { en: 'Monday', zh: '星期一' }, editor } } },
} satisfies Fields;

it('gives each field label in the language asked for, by its English label: inner fields and translations too', () => {
  // A translation's label ("Chinese name": 中文名称) for each language the list has.
  const translations = TRANSLATED_LANGUAGES.map((language) => fieldIn('name', language)).map((name) => [
    fieldWords(fields, name, 'en')?.label,
    fieldWords(fields, name, 'zh')?.label,
  ]);
  expect(translations.length).toBeGreaterThan(0);
  expect(labelsIn([{ fields }], 'zh')).toEqual({
    Price: '价格',
    Name: '名称',
    ...Object.fromEntries(translations),
    'Opening hours': '营业时间',
    Monday: '星期一',
  });
});

it('leaves out an English label that two fields translate differently, which names neither for sure', () => {
  const page = { body: { label: { en: 'Text', zh: '正文' }, editor } } satisfies Fields;
  const notice = { text: { label: { en: 'Text', zh: '文字' }, editor }, price: fields.price } satisfies Fields;
  expect(labelsIn([{ fields: page }, { fields: notice }], 'zh')).toEqual({ Price: '价格' });
});
