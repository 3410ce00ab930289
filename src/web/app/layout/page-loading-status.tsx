import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** The list pages' loading texts, in the product's exact words. */
const LOADING_TEXTS: Readonly<Record<string, string>> = {
  "/vehicles": "Loading vehicles...",
  "/services": "Loading services...",
};

/** A page that arrives sooner than this shows no loading text, rather than a flash of one. */
const SHOW_AFTER_MS = 200;

/**
 * Says so while a list page's code is still on its way (a tablet on a slow connection); the
 * records themselves come from this browser at once. Always in the page, so screen readers hear
 * the change.
 */
export function PageLoadingStatus() {
  const navigation = useNavigation();
  const pending = navigation.state === "loading" ? LOADING_TEXTS[navigation.location.pathname] : undefined;
  const [shown, setShown] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShown(pending), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShown(undefined);
    };
  }, [pending]);
  const text = pending && shown === pending ? shown : undefined;
  return (
    <p role="status" className={text ? "mb-4 text-sm text-muted-foreground" : "sr-only"}>
      {text ?? ""}
    </p>
  );
}
