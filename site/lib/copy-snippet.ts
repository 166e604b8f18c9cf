/**
 * The Copy button of a snippet on /churches/ (site/components/churches/Snippet.astro): the Clipboard API where the
 * browser allows it, else the code is left selected for the reader's own Copy (a phone's menu, Ctrl+C). The status
 * says which, and screen readers announce it.
 */
const shown = new WeakMap<Element, number>();

function selectCode(code: Element): void {
  const range = document.createRange();
  range.selectNodeContents(code);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

async function copied(text: string, code: Element): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    selectCode(code);
    return false;
  }
}

export async function copySnippet(button: HTMLButtonElement, figure: Element): Promise<void> {
  const code = figure.querySelector('code');
  const status = figure.querySelector('[data-copy-status]');
  if (!code || !status) return;
  const message = (await copied(code.textContent ?? '', code)) ? button.dataset.copied : button.dataset.selected;
  // Emptied first, so a second copy is announced again.
  status.textContent = '';
  window.clearTimeout(shown.get(status));
  requestAnimationFrame(() => {
    status.textContent = message ?? '';
    shown.set(
      status,
      window.setTimeout(() => (status.textContent = ''), 5000),
    );
  });
}
