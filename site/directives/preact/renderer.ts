/**
 * The islands' renderer in the browser, in place of @astrojs/react's (../preact-client.ts points
 * `@astrojs/react/client.js` here for the client build): it hydrates an island's prebuilt HTML with preact core, or
 * renders a `client:only` island into its element. The build's server render stays React's (docs/islands.md, "The
 * runtime").
 */
import { h, hydrate, render, type ComponentChildren, type ComponentType } from 'preact';
import './props.ts';

type Props = Record<string, unknown>;

/** An Astro slot's HTML, kept as the server rendered it (as @astrojs/react's StaticHtml does). */
function slot(value: string | undefined, name?: string): ComponentChildren {
  if (!value?.trim()) return undefined;
  const props: Record<string, unknown> = { name, dangerouslySetInnerHTML: { __html: value } };
  return h('astro-slot', props);
}

/** Elements already rendered into: a second call (new props) renders again instead of hydrating. */
const rendered = new WeakSet<HTMLElement>();

export default (element: HTMLElement) =>
  (Component: ComponentType<Props>, props: Props, { default: children, ...slotted }: Record<string, string>, { client }: { client: string }) => {
    if (!element.hasAttribute('ssr')) return;
    for (const [name, value] of Object.entries(slotted)) props[name] = slot(value, name);
    const island = h(Component, props, slot(children));
    if (rendered.has(element)) return render(island, element);
    rendered.add(element);
    element.addEventListener('astro:unmount', () => render(null, element), { once: true });
    if (client !== 'only') return hydrate(island, element);
    element.textContent = '';
    render(island, element);
  };
