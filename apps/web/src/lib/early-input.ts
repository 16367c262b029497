// What a visitor does on a pre-rendered page before the app's code runs (src/boot/prerendered-boot.ts):
// text typed, the field in focus, buttons pressed. The app replaces the page's HTML with its own when it starts,
// so this is recorded against the pre-rendered controls and done again on the app's controls: nothing the
// visitor did is lost, and no button press is answered twice.

/** What was done before the app ran, in order. */
interface TEarlyInput {
  values: Map<string, string>;
  focus: string | null;
  presses: string[];
  /** Stops recording (the app's controls are in place). */
  stop: () => void;
}

declare global {
  interface Window {
    __agendaEarlyInput?: TEarlyInput;
  }
}

const CONTROLS = 'input, textarea, select, button, [role="button"]';
const PRESSABLE = 'button, [role="button"], input[type="submit"]';
// A press or a field the app would not have in the same place: left alone rather than guessed at.
const REPLAY_WITHIN_MS = 10_000;

/**
 * A name for a control that survives the app rendering the page again: its accessible label, its name,
 * or a button's text. Not its id: ids from React's useId differ between the build's render and the app's.
 */
function controlKey(el: Element): string | null {
  const label = el.getAttribute('aria-label');
  if (label) return `label:${label}`;
  const name = el.getAttribute('name');
  if (name) return `name:${name}`;
  const text = el.matches(PRESSABLE) ? el.textContent?.trim() : '';
  return text ? `text:${text}` : null;
}

function findControl(root: ParentNode, key: string): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>(CONTROLS)) if (controlKey(el) === key) return el;
  return null;
}

/**
 * Records what happens inside `prerendered` (the page's HTML as it arrived) until the app takes over.
 * A button pressed there does nothing yet (no form is sent by the browser): the app presses it again.
 * `onPress` may claim a press itself (returns true), e.g. consent, which must hold even if the visitor leaves.
 */
export function recordEarlyInput(prerendered: Element[], onPress: (control: Element) => boolean): void {
  const early: TEarlyInput = { values: new Map(), focus: null, presses: [], stop };
  const inside = (target: EventTarget | null): target is Element =>
    target instanceof Element && prerendered.some((root) => root.contains(target));

  function onInput(e: Event) {
    if (!inside(e.target) || !('value' in e.target)) return;
    const value = String(e.target.value);
    const key = controlKey(e.target);
    if (key) early.values.set(key, value);
    // The page was rendered with an empty form, whose send button waits for text: with text typed, it may
    // be pressed (the press is kept for the app, which judges the form again).
    if (value.trim())
      for (const button of e.target.closest('form')?.querySelectorAll('button[type="submit"][disabled]') ?? [])
        button.removeAttribute('disabled');
  }
  function onFocus(e: Event) {
    if (inside(e.target)) early.focus = controlKey(e.target);
  }
  function onClick(e: Event) {
    if (!inside(e.target)) return;
    const control = e.target.closest(PRESSABLE);
    if (!control) return;
    e.preventDefault();
    e.stopPropagation();
    if (onPress(control)) return;
    const key = controlKey(control);
    if (key) early.presses.push(key);
  }
  // Enter in a field sends its form with a click on the form's button (recorded above); anything else
  // that would send a form before the app can handle it is held back.
  function onSubmit(e: Event) {
    if (inside(e.target)) e.preventDefault();
  }
  const listeners: [string, (e: Event) => void][] = [
    ['input', onInput],
    ['focusin', onFocus],
    ['click', onClick],
    ['submit', onSubmit],
  ];
  function stop() {
    for (const [type, fn] of listeners) document.removeEventListener(type, fn, true);
  }
  for (const [type, fn] of listeners) document.addEventListener(type, fn, true);
  window.__agendaEarlyInput = early;
}

function setValue(el: HTMLElement, value: string) {
  // React reads a field's value from its 'input' event; the value must be set through the element's own
  // setter, not the instance property React watches, for React to see a change.
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Call before the app's first render into `container`. Once the app's HTML has replaced the pre-rendered
 * page, stops the recording and does again what was recorded: values first, then focus, then presses.
 * Runs from a MutationObserver, so before the browser paints the app's page.
 */
export function replayEarlyInputOnTakeover(container: HTMLElement): void {
  const early = window.__agendaEarlyInput;
  if (!early) return;
  const prerendered = [...container.children];
  const deadline = Date.now() + REPLAY_WITHIN_MS;
  let taken = false;

  const replay = () => {
    if (!taken) {
      if (prerendered.some((el) => el.isConnected)) return false;
      taken = true;
      early.stop();
    }
    for (const [key, value] of early.values) {
      const el = findControl(container, key);
      if (!el) continue;
      setValue(el, value);
      early.values.delete(key);
    }
    if (early.focus) {
      const el = findControl(container, early.focus);
      if (el) {
        el.focus();
        early.focus = null;
      }
    }
    while (early.presses.length) {
      const el = findControl(container, early.presses[0]!);
      if (!el) break;
      early.presses.shift();
      el.click();
    }
    return !early.values.size && !early.focus && !early.presses.length;
  };

  const observer = new MutationObserver(() => {
    if (replay() || Date.now() > deadline) {
      observer.disconnect();
      early.stop();
      delete window.__agendaEarlyInput;
    }
  });
  observer.observe(container, { childList: true, subtree: true });
}
