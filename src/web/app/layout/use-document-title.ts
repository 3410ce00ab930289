import { useEffect } from "react";

/** Keeps the browser tab's title in step with the given text. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
