import type { MenuItem } from './menu-schema.ts';

/**
 * The dish dialog as one explicit model. Its address (/?dish=<slug>) follows
 * the phase: `open` has it, `closed` has not, and `closing` is the moment in
 * between when the dialog is already off screen but the history entry that
 * carried its address is still being taken off (history.back() lands later,
 * in a popstate). A dish chosen then waits in `next`: pushed any sooner, its
 * entry would be the one that back() removes.
 */
export interface DishDialogState {
  phase: 'closed' | 'open' | 'closing';
  /** The dish on show; kept once closed, so that the sheet slides away with it. */
  dish: MenuItem | null;
  /** A dish chosen while `closing`: it opens once the address is back on the menu. */
  next: MenuItem | null;
  /** Counts openings: each one starts a fresh size and quantity (SPEC.md section 4). */
  openings: number;
}

export type DishDialogEvent =
  /** A guest chose a dish on the menu. */
  | { type: 'select'; dish: MenuItem }
  /** The dialog closed (Escape, backdrop, a button, a swipe); `isAwaitingBack` if that took its entry off with history.back(). */
  | { type: 'dismiss'; isAwaitingBack: boolean }
  /** The address changed under the page (its first load, Back, Forward, our own back() landing). */
  | { type: 'address'; dish: MenuItem | null };

export const INITIAL_DIALOG_STATE: DishDialogState = { phase: 'closed', dish: null, next: null, openings: 0 };

const open = (state: DishDialogState, dish: MenuItem): DishDialogState => ({
  phase: 'open',
  dish,
  next: null,
  openings: state.openings + 1,
});

export function transition(state: DishDialogState, event: DishDialogEvent): DishDialogState {
  switch (event.type) {
    case 'select':
      if (state.phase === 'closed') return open(state, event.dish);
      if (state.phase === 'closing') return { ...state, next: event.dish };
      // The page behind an open dialog is inert: a second dish can only be a late echo of the first tap.
      return state;
    case 'dismiss':
      if (state.phase !== 'open') return state;
      return { ...state, phase: event.isAwaitingBack ? 'closing' : 'closed' };
    case 'address':
      if (state.phase === 'closing') return state.next ? open(state, state.next) : { ...state, phase: 'closed' };
      if (event.dish === null) return state.phase === 'closed' ? state : { ...state, phase: 'closed' };
      if (state.phase === 'open' && state.dish?.name === event.dish.name) return state;
      return open(state, event.dish);
  }
}
