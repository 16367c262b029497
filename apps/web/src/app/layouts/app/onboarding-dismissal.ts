// "Ocultar" on the first-steps checklist, remembered per company on this device (the steps stay
// reachable: the hidden checklist leaves a one-line "Mostrar primeiros passos" in the menu).
import { useSyncExternalStore } from 'react';

const EVENT = 'onboarding-dismissal';
const keyOf = (companyId: string | number) => `onboarding-dismissed:${companyId}`;

function read(companyId: string | number): boolean {
  try {
    return localStorage.getItem(keyOf(companyId)) === '1';
  } catch {
    return false;
  }
}

export function setOnboardingDismissed(companyId: string | number, dismissed: boolean): void {
  try {
    if (dismissed) localStorage.setItem(keyOf(companyId), '1');
    else localStorage.removeItem(keyOf(companyId));
  } catch {
    // Private mode without storage: the choice lasts until the page reloads.
  }
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useOnboardingDismissed(companyId: string | number | undefined): boolean {
  return useSyncExternalStore(subscribe, () => (companyId ? read(companyId) : false));
}
