/**
 * Runs tasks under the lock `name` one at a time across the browser's tabs (a Web Lock), or
 * within the tab only where there are none.
 */
export function browserLock(name: string): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    if (typeof navigator !== "undefined" && navigator.locks) return navigator.locks.request(name, task);
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
