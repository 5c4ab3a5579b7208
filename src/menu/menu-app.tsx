import { useCallback, useRef, useState } from 'react';
import { CategoryRow } from './category-row.tsx';
import { DishDialog } from './dish-dialog.tsx';
import type { Menu, MenuItem } from './menu-schema.ts';
import { RESTAURANT_TAGLINE } from '../site-config.ts';

/** The element the browser hydrates MenuApp into (src/entry-menu.tsx). */
export const MENU_APP_ID = 'menu-app';

interface DialogState {
  item: MenuItem | null;
  isOpen: boolean;
  /** Counts openings, so each one starts from a fresh size and quantity (SPEC.md section 4). */
  openCount: number;
}

/** The menu's interactive tree: the category row and the one dish dialog. */
export function MenuApp({ menu }: { menu: Menu }) {
  const [dialog, setDialog] = useState<DialogState>({ item: null, isOpen: false, openCount: 0 });
  const triggerRef = useRef<HTMLElement | null>(null);

  const openDish = useCallback((item: MenuItem, trigger: HTMLElement) => {
    triggerRef.current = trigger;
    setDialog((current) => (current.isOpen ? current : { item, isOpen: true, openCount: current.openCount + 1 }));
  }, []);

  // Every way of closing (Escape, backdrop, buttons, swipe) ends here, through
  // the dialog's close event. The item stays so the sheet can animate out whole.
  const handleClosed = useCallback(() => {
    setDialog((current) => (current.isOpen ? { ...current, isOpen: false } : current));
    triggerRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <CategoryRow menu={menu} onDishSelect={openDish}>
        <div className="page-intro">
          <h1>Menu</h1>
          <p>{RESTAURANT_TAGLINE}</p>
        </div>
      </CategoryRow>
      <DishDialog item={dialog.item} isOpen={dialog.isOpen} openCount={dialog.openCount} onClosed={handleClosed} />
    </>
  );
}
