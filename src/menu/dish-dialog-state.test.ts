import { describe, expect, it } from 'vitest';
import { INITIAL_DIALOG_STATE, transition, type DishDialogEvent, type DishDialogState } from './dish-dialog-state.ts';
import type { MenuItem } from './menu-schema.ts';

const EGG_ROLL: MenuItem = { name: 'Egg Roll', price: '$3.50', category: 'Appetizers' };
const WONTON_SOUP: MenuItem = { name: 'Wonton Soup', price: '$4.99', category: 'Soups' };

const closed: DishDialogState = { ...INITIAL_DIALOG_STATE, dish: EGG_ROLL, openings: 1 };
const open: DishDialogState = { phase: 'open', dish: EGG_ROLL, next: null, openings: 1 };
const closing: DishDialogState = { phase: 'closing', dish: EGG_ROLL, next: null, openings: 1 };
const closingWithNext: DishDialogState = { ...closing, next: WONTON_SOUP };

const select = (dish: MenuItem): DishDialogEvent => ({ type: 'select', dish });
const address = (dish: MenuItem | null): DishDialogEvent => ({ type: 'address', dish });
const dismiss = (isAwaitingBack: boolean): DishDialogEvent => ({ type: 'dismiss', isAwaitingBack });

describe('transition', () => {
  it.each<[string, DishDialogState, DishDialogEvent, DishDialogState]>([
    ['closed, a dish chosen: it opens', closed, select(WONTON_SOUP), { phase: 'open', dish: WONTON_SOUP, next: null, openings: 2 }],
    [
      'closed, the address names a dish: it opens',
      closed,
      address(WONTON_SOUP),
      { phase: 'open', dish: WONTON_SOUP, next: null, openings: 2 },
    ],
    ['closed, the address names none: nothing changes', closed, address(null), closed],
    ['closed, a stray close event: nothing changes', closed, dismiss(false), closed],
    ['open, another dish chosen: ignored', open, select(WONTON_SOUP), open],
    ['open, the address names its dish: nothing changes', open, address(EGG_ROLL), open],
    [
      'open, the address names another dish (Forward): that one opens',
      open,
      address(WONTON_SOUP),
      { phase: 'open', dish: WONTON_SOUP, next: null, openings: 2 },
    ],
    ['open, the address loses its dish (Back): it closes', open, address(null), { ...open, phase: 'closed' }],
    ['open, dismissed with its entry replaced: closed', open, dismiss(false), { ...open, phase: 'closed' }],
    ['open, dismissed with history.back() on its way: closing', open, dismiss(true), closing],
    ['closing, a dish chosen: it waits', closing, select(WONTON_SOUP), closingWithNext],
    ['closing, a second dish chosen: the last one waits', closingWithNext, select(EGG_ROLL), { ...closing, next: EGG_ROLL }],
    ['closing, back() lands: closed', closing, address(null), { ...closing, phase: 'closed' }],
    [
      'closing, back() lands with a dish waiting: it opens',
      closingWithNext,
      address(null),
      { phase: 'open', dish: WONTON_SOUP, next: null, openings: 2 },
    ],
    ['closing, a stray close event: nothing changes', closing, dismiss(false), closing],
  ])('%s', (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual(expected);
  });

  it('starts closed, with no dish', () => {
    expect(INITIAL_DIALOG_STATE).toEqual({ phase: 'closed', dish: null, next: null, openings: 0 });
  });

  it('counts every opening, the same dish again included', () => {
    const reopened = transition(transition(transition(INITIAL_DIALOG_STATE, select(EGG_ROLL)), dismiss(false)), select(EGG_ROLL));
    expect(reopened).toEqual({ phase: 'open', dish: EGG_ROLL, next: null, openings: 2 });
  });
});
