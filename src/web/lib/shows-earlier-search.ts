/**
 * Whether a server-searched list still shows the rows of an earlier search or filter than the one
 * on screen: the typed search has not been asked yet (the pause in typing has not passed), or the
 * query keeps the previous answer while the new one loads (placeholder data).
 */
export function showsEarlierSearch(typed: string, asked: string, list: { isPlaceholderData: boolean }): boolean {
  return typed.trim() !== asked || list.isPlaceholderData;
}
