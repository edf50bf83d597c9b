// Gives screens the app's navigator (spec §4 navigation semantics over React Router).
import { createContext, useContext, type ReactNode } from 'react';
import type { Navigator } from './navigation/navigator';

const NavigatorContext = createContext<Navigator | null>(null);

export function NavigatorProvider({ navigator, children }: { navigator: Navigator; children: ReactNode }) {
  return <NavigatorContext.Provider value={navigator}>{children}</NavigatorContext.Provider>;
}

export function useNavigator(): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('useNavigator must be used inside NavigatorProvider');
  return navigator;
}
