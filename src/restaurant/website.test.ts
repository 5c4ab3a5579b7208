import { expect, it } from 'vitest';
import { isPlaceholderWebsite } from './website.ts';

it.each([
  ['https://golden-lantern.example', true],
  ['https://menu.golden-lantern.example', true],
  ['https://example.com', true],
  ['https://www.example.org', true],
  ['https://example.net', true],
  ['https://golden-lantern.test', true],
  ['https://golden-lantern.invalid', true],
  ['http://localhost', true],
  ['http://menu.localhost', true],
  ['https://goldenlantern.com', false],
  ['https://menu.golden-lantern.nyc', false],
  ['https://myexample.com', false],
  ['https://example.com.au', false],
])('%s is a placeholder: %s', (website, placeholder) => {
  expect(isPlaceholderWebsite(website)).toBe(placeholder);
});
