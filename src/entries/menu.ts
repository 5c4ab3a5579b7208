import { houseWords, menu, messages, notices, restaurant } from 'virtual:page-language';
import { hydrateMenu } from '../menu/hydrate-menu.tsx';

/**
 * A menu page's script, built once per language (plugins/menu-entries.ts),
 * in which `virtual:page-language` is that language's words, menu, restaurant
 * and notices, with the staff view's words in the restaurant's language: so a
 * page's script carries no other language's words but those, and a new
 * language needs no entry of its own. It is the one chunk that holds the
 * content: the code it imports holds none, so an edit renames this script alone.
 */
void hydrateMenu({ menu, restaurant, notices }, { messages, house: houseWords }, import.meta.url);
