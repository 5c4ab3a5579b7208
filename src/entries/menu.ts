import { menu, messages, notices, restaurant } from 'virtual:page-language';
import { hydrateMenu } from '../menu/hydrate-menu.tsx';

/**
 * A menu page's script, built once per language (plugins/menu-entries.ts),
 * in which `virtual:page-language` is that language's words, menu, restaurant
 * and notices: so a page's script carries no other language's, and a new
 * language needs no entry of its own. It is the one chunk that holds the
 * content: the code it imports holds none, so an edit renames this script alone.
 */
void hydrateMenu({ menu, restaurant, notices }, messages, import.meta.url);
