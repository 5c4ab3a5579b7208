// The menu page's script in Chinese (/zh/, /zh/dishes/<slug>/).
import { hydrateMenu } from './hydrate-menu.tsx';
import { zh } from './i18n/zh.ts';
import { menu } from 'virtual:menu/zh';

void hydrateMenu(menu, zh, import.meta.url);
