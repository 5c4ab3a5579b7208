import { describe, expect, it } from 'vitest';
import { INITIAL_DIALOG_STATE, transition, type DishDialogEvent, type DishDialogState } from './dish-dialog-state.ts';
import type { MenuItem } from './menu-schema.ts';

const EGG_ROLL: MenuItem = { name: 'Egg Roll', price: '$3.50', category: 'Appetizers' };
const WONTON_SOUP: MenuItem = { name: 'Wonton Soup', price: '$4.99', category: 'Soups' };

const closed: DishDialogState = { ...INITIAL_DIALOG_STATE, dish: EGG_ROLL, openings: 1 };
const open: DishDialogState = { phase: 'open', dish: EGG_ROLL, isBackPending: false, openings: 1 };
const closedGoingBack: DishDialogState = { ...closed, isBackPending: true };
const openGoingBack: DishDialogState = { phase: 'open', dish: WONTON_SOUP, isBackPending: true, openings: 2 };

const select = (dish: MenuItem): DishDialogEvent => ({ type: 'select', dish });
const address = (dish: MenuItem | null): DishDialogEvent => ({ type: 'address', dish });
const dismiss = (isGoingBack: boolean): DishDialogEvent => ({ type: 'dismiss', isGoingBack });

describe('transition', () => {
  it.each<[string, DishDialogState, DishDialogEvent, DishDialogState]>([
    ['closed, a dish chosen: it opens', closed, select(WONTON_SOUP), { ...open, dish: WONTON_SOUP, openings: 2 }],
    ['closed, the address names a dish: it opens', closed, address(WONTON_SOUP), { ...open, dish: WONTON_SOUP, openings: 2 }],
    ['closed, the address names none: nothing changes', closed, address(null), closed],
    ['closed, a stray close event: nothing changes', closed, dismiss(false), closed],
    ['open, another dish chosen: ignored', open, select(WONTON_SOUP), open],
    ['open, the address names its dish: nothing changes', open, address(EGG_ROLL), open],
    [
      'open, the address names another dish (Forward): that one opens',
      open,
      address(WONTON_SOUP),
      { ...open, dish: WONTON_SOUP, openings: 2 },
    ],
    ['open, the address loses its dish (Back): it closes', open, address(null), closed],
    ['open, dismissed with its entry replaced: closed', open, dismiss(false), closed],
    ['open, dismissed with history.back() on its way: closed, the back pending', open, dismiss(true), closedGoingBack],
    ['back pending, a dish chosen: it opens at once, the back still pending', closedGoingBack, select(WONTON_SOUP), openGoingBack],
    ['back pending, the back lands: closed', closedGoingBack, address(null), closed],
    [
      'back pending, the back lands under a dish opened meanwhile: it stays open',
      openGoingBack,
      address(null),
      { ...openGoingBack, isBackPending: false },
    ],
    [
      'back pending, the dish opened meanwhile dismissed: closed, the back still pending',
      openGoingBack,
      dismiss(false),
      { ...openGoingBack, phase: 'closed' },
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual(expected);
  });

  it('starts closed, with no dish', () => {
    expect(INITIAL_DIALOG_STATE).toEqual({ phase: 'closed', dish: null, isBackPending: false, openings: 0 });
  });

  it('counts every opening, the same dish again included', () => {
    const reopened = transition(transition(transition(INITIAL_DIALOG_STATE, select(EGG_ROLL)), dismiss(false)), select(EGG_ROLL));
    expect(reopened).toEqual({ ...open, openings: 2 });
  });
});
