// How soon a list is usable in Chromium, measured inside the page: the bench scripts of the
// browser-kept lists (bench/web.ts) and of shop records (bench/sync.ts) time the same way.
import type { Page } from "@playwright/test";

/**
 * Milliseconds from clicking a menu link to the list's footer counting every row, painted. The
 * click comes once the start page has settled (network quiet, the browser idle), as a person's
 * would, and both ends are taken inside the page, so Playwright's own polling is not counted.
 */
export async function timeNavigation(page: Page, base: string, link: string, footer: RegExp, beforeClick?: () => Promise<void>): Promise<number> {
  await page.goto(`${base}/`);
  const menuLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link });
  await menuLink.waitFor();
  // Settled: the app's idle-time prefetching has finished (no new resource for a second) and the
  // main thread is idle, as it is by the time a person has read the page and reaches for a link.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = performance.getEntriesByType("resource").length;
        setTimeout(() => resolve(performance.getEntriesByType("resource").length === before), 1000);
      }),
    undefined,
    { polling: 100, timeout: 30_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  const timing = page.evaluate((pattern) => {
    const wanted = new RegExp(pattern);
    return new Promise<number>((resolve) => {
      let clickedAt = 0;
      document.addEventListener("click", () => (clickedAt = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!clickedAt || !wanted.test(document.body.innerText)) return;
        observer.disconnect();
        // The list counts as usable once the frame showing it has been painted.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, footer.source);
  await beforeClick?.();
  await menuLink.click();
  await page.getByText(footer).waitFor();
  return Math.round(await timing);
}

/**
 * Milliseconds from each keystroke to the list painted with its result: the input event is sent
 * in the page, then one frame is awaited (the list renders in the keystroke's own event, and the
 * timer after the frame's callbacks runs once that frame is painted). What the list showed at
 * that moment is checked against what it shows once settled, so a list that finished later
 * (a deferred render) fails the benchmark instead of flattering it.
 */
export async function timeKeystrokes(page: Page, searchLabel: string, query: string): Promise<number[]> {
  const search = page.getByLabel(searchLabel);
  await search.fill("");
  await search.focus();
  const times: number[] = [];
  // What the list shows: its footer and first rows. Installed on window (through the debugger,
  // which the page's script policy does not apply to) so the timed code can read it too.
  await page.evaluate(`window.__benchListState = () => {
    const footer = [...document.querySelectorAll("p")].find((p) => /^Showing \\d+ of/.test(p.textContent ?? ""))?.textContent ?? "";
    const rows = [...document.querySelectorAll("tbody tr")].slice(0, 3).map((row) => row.textContent).join("|");
    return footer + " " + rows;
  }`);
  const listState = (): string => (window as unknown as { __benchListState: () => string }).__benchListState();
  for (let length = 1; length <= query.length; length += 1) {
    const measured = await page.evaluate(
      async (value) => {
        const input = document.activeElement as HTMLInputElement;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
        const started = performance.now();
        setValue.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const ms = Math.round(performance.now() - started);
        return { ms, state: (window as unknown as { __benchListState: () => string }).__benchListState() };
      },
      query.slice(0, length),
    );
    await page.waitForTimeout(250);
    const settled = await page.evaluate(listState);
    if (settled !== measured.state) throw new Error(`"${query.slice(0, length)}": the list changed after the measured frame`);
    times.push(measured.ms);
  }
  return times;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
