import { describe, expect, it } from 'vitest';
import { pageIn, type ContentPage } from './page-list.ts';

const ABOUT: ContentPage = {
  slug: 'about',
  path: '/about',
  title: 'About',
  nav: 'header',
  order: 20,
  html: '<p>We cook.</p>',
  boxes: [{ title: 'One', text: 'Soon.' }],
  translations: { zh: { title: '关于我们', boxes: [{ text: '即将推出。' }] } },
};

describe('pageIn: an owner’s page in one language', () => {
  it('is the English as written at its own address', () => {
    expect(pageIn(ABOUT, 'en')).toEqual({
      path: '/about',
      title: { text: 'About' },
      html: { text: '<p>We cook.</p>' },
      boxes: [{ title: { text: 'One' }, text: { text: 'Soon.' } }],
    });
  });

  it('is under the language’s root, in its words where the owner gave them, and in English marked lang="en" where not', () => {
    expect(pageIn(ABOUT, 'zh')).toEqual({
      path: '/zh/about',
      title: { text: '关于我们' },
      html: { text: '<p>We cook.</p>', lang: 'en' },
      boxes: [{ title: { text: 'One', lang: 'en' }, text: { text: '即将推出。' } }],
    });
  });
});
