import { byLanguage } from '../i18n/languages.ts';
import { inLanguage } from '../menu/model/menu-model.ts';
import { menu } from 'virtual:menu';

/** The menu as each language's pages show it, made once for all of them: each with its map of dishes by slug (menu-model.ts findDish). */
export const MENUS = byLanguage((language) => inLanguage(menu, language));
