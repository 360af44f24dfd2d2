import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** false during server rendering and hydration, true in the browser after that. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
