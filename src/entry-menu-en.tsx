// The menu page's script in English (/, /dishes/<slug>/).
import { hydrateMenu } from './hydrate-menu.tsx';
import { en } from './i18n/en.ts';
import { menu } from 'virtual:menu/en';

void hydrateMenu(menu, en, import.meta.url);
