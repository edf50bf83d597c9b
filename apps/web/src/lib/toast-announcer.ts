// Screen readers announce every toast. antd-mobile's Toast is a plain <div> added to the page for
// 1.5 s: nothing tells assistive technology about it, and a live region only announces changes made
// after it exists. So one polite live region lives in the page from the start, and the text of each
// toast that appears is copied into it.
const TOAST = '.adm-toast-main';
/** How long the region stays empty before the new text: long enough for screen readers to notice. */
const CLEAR_MS = 50;

/** The toast an added node belongs to: the toast itself, one inside it, or the one around it. */
function toastOf(node: Node): HTMLElement | null {
  const element = node instanceof HTMLElement ? node : node.parentElement;
  if (!element) return null;
  return element.closest<HTMLElement>(TOAST) ?? (node instanceof HTMLElement ? node.querySelector<HTMLElement>(TOAST) : null);
}

export function installToastAnnouncer(doc: Document = document): () => void {
  const region = doc.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'visually-hidden';
  region.dataset.toastAnnouncer = '';
  doc.body.append(region);

  let pending: number | undefined;
  const announce = (text: string) => {
    // Cleared first, then written: the same message twice in a row is a change, so it is announced
    // twice. A newer toast within the pause replaces the one still waiting.
    window.clearTimeout(pending);
    region.textContent = '';
    pending = window.setTimeout(() => {
      pending = undefined;
      region.textContent = text;
    }, CLEAR_MS);
  };

  const observer = new MutationObserver((records) => {
    // The newest toast of the batch. Toast.show while a toast is open remounts the box with the new
    // message ("Loading…" becoming "Saved"): new nodes, announced like a first toast.
    let shown: HTMLElement | null = null;
    for (const record of records) {
      if (region.contains(record.target)) continue;
      for (const node of record.addedNodes) shown = toastOf(node) ?? shown;
    }
    const text = shown?.textContent?.trim();
    if (shown?.isConnected && text) announce(text);
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    window.clearTimeout(pending);
    region.remove();
  };
}
