import type { MenuItem } from './menu-schema.ts';

/**
 * The dish dialog as one explicit model. Its address (/?dish=<slug>) follows
 * the phase, except while `isBackPending`: the history entry of a dish just
 * closed is still being taken off (history.back() lands later, in a
 * popstate). A dish chosen then opens at once, but gets its own entry only
 * once that has landed: pushed any sooner, it would be the one back() removes.
 */
export interface DishDialogState {
  phase: 'closed' | 'open';
  /** The dish on show; kept once closed, so that the sheet slides away with it. */
  dish: MenuItem | null;
  /** Whether our history.back() has not landed yet. */
  isBackPending: boolean;
  /** Counts openings: each one starts a fresh size and quantity (SPEC.md section 4). */
  openings: number;
}

export type DishDialogEvent =
  /** A guest chose a dish on the menu. */
  | { type: 'select'; dish: MenuItem }
  /** The dialog closed (Escape, backdrop, a button, a swipe); `isGoingBack` if that took its entry off with history.back(). */
  | { type: 'dismiss'; isGoingBack: boolean }
  /** The address changed under the page (its first load, Back, Forward, our own back() landing). */
  | { type: 'address'; dish: MenuItem | null };

export const INITIAL_DIALOG_STATE: DishDialogState = { phase: 'closed', dish: null, isBackPending: false, openings: 0 };

const open = (state: DishDialogState, dish: MenuItem): DishDialogState => ({
  ...state,
  phase: 'open',
  dish,
  openings: state.openings + 1,
});

export function transition(state: DishDialogState, event: DishDialogEvent): DishDialogState {
  switch (event.type) {
    case 'select':
      // The page behind an open dialog is inert: a second dish can only be a late echo of the first tap.
      return state.phase === 'closed' ? open(state, event.dish) : state;
    case 'dismiss':
      if (state.phase !== 'open') return state;
      return { ...state, phase: 'closed', isBackPending: state.isBackPending || event.isGoingBack };
    case 'address':
      // Our own back() has landed: the dialog stays as the guest left it meanwhile.
      if (state.isBackPending) return { ...state, isBackPending: false };
      if (event.dish === null) return state.phase === 'closed' ? state : { ...state, phase: 'closed' };
      if (state.phase === 'open' && state.dish?.name === event.dish.name) return state;
      return open(state, event.dish);
  }
}
