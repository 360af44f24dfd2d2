/**
 * Site settings are read by the Site Settings tab and by the maintenance banner in the panel's shell. When one
 * of them saves, it tells the other through this window event, so both show the same state without a reload.
 */
const EVENT = "hostsite:maintenance-changed";

export function announceMaintenance(on: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(EVENT, { detail: on }));
}

export function onMaintenanceChanged(listener: (on: boolean) => void): () => void {
  const handler = (event: Event) => listener(Boolean((event as CustomEvent<boolean>).detail));
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
