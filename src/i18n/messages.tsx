import { createContext, useContext, type ReactNode } from 'react';
import { en, type Messages } from './en.ts';

const MessagesContext = createContext<Messages>(en);

/** The words of the page's language (src/i18n/en.ts, zh.ts), for the components inside. */
export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  return <MessagesContext value={messages}>{children}</MessagesContext>;
}

export function useMessages(): Messages {
  return useContext(MessagesContext);
}
