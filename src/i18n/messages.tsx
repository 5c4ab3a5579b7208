import { createContext, useContext, type ReactNode } from 'react';
import { en, type Messages, type StaffWords } from './en.ts';

const MessagesContext = createContext<Messages>(en);
const HouseWordsContext = createContext<StaffWords>(en.staff);

/** A page's words: its language's, and the staff view's in the restaurant's own language, which it shows first on every page. */
export interface PageWords {
  messages: Messages;
  house: StaffWords;
}

/** The words of the page's language (src/i18n/en.ts, zh.ts), for the components inside. */
export function MessagesProvider({ messages, house, children }: PageWords & { children: ReactNode }) {
  return (
    <MessagesContext value={messages}>
      <HouseWordsContext value={house}>{children}</HouseWordsContext>
    </MessagesContext>
  );
}

export function useMessages(): Messages {
  return useContext(MessagesContext);
}

/** The staff view's words in the restaurant's language. */
export function useHouseWords(): StaffWords {
  return useContext(HouseWordsContext);
}
