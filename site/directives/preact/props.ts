/**
 * The props an island writes as React reads them, renamed to what preact core sets on the DOM: the part of
 * preact/compat the islands need, in a few hundred bytes instead of compat's 3 KB gzip (docs/islands.md, "The
 * runtime"). Installed once, as preact's `vnode` option, by ./renderer.ts.
 *
 * - A text field's `onChange` runs on every keystroke in React; the DOM's `change` fires only when the field loses
 *   focus, so it becomes `onInput` (checkboxes, radios, file pickers and selects keep `change`, which the DOM fires
 *   at once for them).
 * - `onFocus` and `onBlur` bubble in React, as the DOM's `focusin` and `focusout` do; `onDoubleClick` is `dblclick`.
 * - SVG's presentation attributes written in camelCase (`strokeWidth`) are the DOM's kebab-case (`stroke-width`).
 * - A prop set to null is left out, as React leaves it out.
 */
import { options, type VNode } from 'preact';

const SVG_CAMEL = /^(?:clip(?!PathU)|color|dominant|fill|flood|font|marker(?![HWU])|paint|pointer|shape|stop|stroke|text(?!L)|vector|word|writing)[A-Z]/;
const EVENTS: Readonly<Record<string, string>> = { onFocus: 'onfocusin', onBlur: 'onfocusout', onDoubleClick: 'ondblclick' };

/** Whether the DOM's `change` comes late for this element (a text field), so React's `onChange` is its `input`. */
function isTextField(type: string, props: Record<string, unknown>): boolean {
  return type === 'textarea' || (type === 'input' && !/^(?:checkbox|radio|file)$/.test(String(props.type)));
}

/** `props` with React's names for the DOM renamed (see the file's header). */
export function domProps(type: string, props: Record<string, unknown>): Record<string, unknown> {
  const renamed: Record<string, unknown> = {};
  for (const name in props) {
    const value = props[name];
    if (name === 'onChange' && isTextField(type, props)) renamed.onInput = value;
    else if (EVENTS[name]) renamed[EVENTS[name]] = value;
    else if (SVG_CAMEL.test(name)) renamed[name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)] = value;
    else if (value !== null) renamed[name] = value;
  }
  return renamed;
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string') vnode.props = domProps(vnode.type, vnode.props as Record<string, unknown>) as typeof vnode.props;
  previous?.(vnode);
};
