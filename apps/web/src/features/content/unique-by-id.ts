/**
 * The items of several pages, each id once: pages are cut by offset, so a list that changed
 * between two pages (content reloaded) could send an item twice.
 */
export function uniqueById<T extends { id: number }>(pages: ReadonlyArray<{ list: readonly T[] }>): T[] {
  const byId = new Map<number, T>();
  for (const page of pages) for (const item of page.list) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}
