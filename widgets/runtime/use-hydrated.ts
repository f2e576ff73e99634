/**
 * False on the server and while a server-rendered element hydrates (its first render must draw what the server drew),
 * true in the browser after that and in every element rendered in the browser alone. For what only the browser
 * can know or should say: a loading status the server could not show truthfully, a placeholder.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
