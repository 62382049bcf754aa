import { createContext, useContext } from "react";

export interface CardScope {
  userId: string;
  threadId: string;
  /** A link in a card was followed: on a phone the sheet closes so the page shows. */
  onNavigate: () => void;
}

export const CardScopeContext = createContext<CardScope | null>(null);

export function useCardScope(): CardScope {
  const scope = useContext(CardScopeContext);
  if (!scope) throw new Error("Sierra's cards render inside the panel");
  return scope;
}
