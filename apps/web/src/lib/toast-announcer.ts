// Screen readers announce every toast. antd-mobile's Toast is a plain <div> added to the page for
// 1.5 s: nothing tells assistive technology about it, and a live region only announces changes made
// after it exists. So one polite live region lives in the page from the start, and the text of each
// toast that appears is copied into it.
const TOAST_TEXT = '.adm-toast-main';

export function installToastAnnouncer(doc: Document = document): () => void {
  const region = doc.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.className = 'visually-hidden';
  region.dataset.toastAnnouncer = '';
  doc.body.append(region);

  const announce = (text: string) => {
    // Cleared first so the same message twice in a row is announced twice.
    region.textContent = '';
    window.setTimeout(() => (region.textContent = text), 50);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const toast = node.matches(TOAST_TEXT) ? node : node.querySelector<HTMLElement>(TOAST_TEXT);
        const text = toast?.textContent?.trim();
        if (text) announce(text);
      }
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    region.remove();
  };
}
