import { useMessages } from '../i18n/messages.tsx';
import { SAVED_LIST_ID } from '../menu/storage/saved-dishes.ts';

/**
 * The guest's saved dishes, /saved/ in each language. The build knows none of
 * them: the menu's script fills the list from the phone, or from a shared
 * address (src/saved/saved-list.tsx), into the space kept for it here.
 */
export function SavedPage() {
  const messages = useMessages();
  return (
    <article className="content-page saved-page">
      <h1>{messages.savedDishes}</h1>
      <p>{messages.savedHint}</p>
      <div id={SAVED_LIST_ID} className="saved-list" />
    </article>
  );
}
