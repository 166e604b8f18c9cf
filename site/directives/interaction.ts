/**
 * `client:interaction`: an Astro client directive that hydrates a React island on the reader's first interaction
 * with it, not when the page loads. The island's full HTML is prebuilt, so the reader sees the finished island at
 * once; React and the component's code download only when the reader presses, clicks, focuses or types in it.
 * Keyboard and screen-reader users meet the same triggers (focus, keys, and the click a screen reader sends).
 *
 * The interaction that woke the island is not lost:
 *   - a click (or Enter/Space on a button, or a screen reader's activation) before hydration is held back and
 *     clicked again on the same element once React has hydrated: the first press of Play plays;
 *   - text typed into a field before hydration stays in the field, and React is told about it with an `input`
 *     event, so a filter sees the first keystroke;
 *   - a form submitted before hydration (Enter in a field) is submitted again once hydrated, never natively.
 * Links inside an island are left alone: they navigate as plain links, and using one does not wake the island.
 *
 * Hydration must not change what the reader sees (the component's first render equals its prebuilt HTML), so there
 * is no layout shift. Other code can ask an island to hydrate now by dispatching `rd:hydrate` on its element, or on
 * any element inside it; `client:interaction="filters"` also hydrates at once when the page address has a query
 * string (a shared link with filters). See docs/islands.md.
 */
import type { ClientDirective } from 'astro';

/** Events that wake the island. `click` and `submit` are also held back until hydration. */
const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'click', 'submit', 'input', 'rd:hydrate'];

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(node: EventTarget | null): node is TextField {
  return (
    (node instanceof HTMLInputElement && !/^(button|checkbox|color|file|hidden|image|radio|reset|submit)$/.test(node.type)) ||
    node instanceof HTMLTextAreaElement
  );
}

/** Tells React about a value the browser put in a field before React was there to see it. */
function announceValue(field: TextField, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  // React tracks the value it last saw; setting '' through the prototype first makes the typed value a change.
  setValue?.call(field, '');
  field.dispatchEvent(new Event('input', { bubbles: true }));
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const interactionDirective: ClientDirective = (load, options, el) => {
  let started = false;
  let clicked: Element | null = null;
  let submitted: HTMLFormElement | null = null;
  const typed = new Map<TextField, string>();

  const wake = (event: Event) => {
    const target = event.target;
    // Links work without React: pressing, focusing or following one does not wake the island.
    if (target instanceof Element && target.closest('a[href]')) return;
    if (event.type === 'click' && target instanceof Element) {
      event.preventDefault();
      event.stopImmediatePropagation();
      clicked = target;
    } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      event.stopImmediatePropagation();
      submitted = target;
    } else if (event.type === 'input' && isTextField(target)) {
      typed.set(target, target.value);
    }
    void start();
  };

  const start = async () => {
    if (started) return;
    started = true;
    try {
      const hydrate = await load();
      // Values typed while the code downloaded: the field holds them, and the component must be told after hydrating.
      el.querySelectorAll<TextField>('input, textarea').forEach((field) => {
        if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
      });
      await hydrate();
    } catch (error) {
      // Offline, or a deploy replaced the files: the island stays as built, and the next interaction tries again.
      started = false;
      console.warn('Could not load this part of the page:', error);
      return;
    }
    for (const type of TRIGGERS) el.removeEventListener(type, wake, true);
    // The handlers are attached once hydrate() returns (preact/compat hydrates synchronously; React would hydrate a
    // discrete event's target synchronously), so these reach the component.
    let announced = false;
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      announceValue(field, value);
      announced = true;
    }
    // The component's state learns the announced values on its next render, which preact queues as a microtask. A
    // click or submit replayed at once would reach handlers that still hold the empty fields (a filled-in sign-in
    // form answering "Please enter a valid email address"); replay it in the next task, once that render is done.
    if (announced && (clicked || submitted)) await new Promise((resolve) => setTimeout(resolve, 0));
    // The target may be an icon's <path> inside a button: a bubbling click reaches the button as the first did.
    if (clicked?.isConnected) clicked.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    if (submitted?.isConnected) submitted.requestSubmit();
  };

  for (const type of TRIGGERS) el.addEventListener(type, wake, true);
  if (options.value === 'filters' && window.location.search.length > 1) void start();
};

export default interactionDirective;
