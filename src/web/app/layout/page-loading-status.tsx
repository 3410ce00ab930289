import { useNavigation } from "react-router";

/** SPEC.md 2's loading texts for the list pages. */
const LOADING_TEXTS: Readonly<Record<string, string>> = {
  "/vehicles": "Loading vehicles...",
  "/services": "Loading services...",
};

/**
 * Says so while a list page's code is still on its way (a tablet on a slow connection); the
 * records themselves come from this browser at once. Always in the page, so screen readers hear
 * the change.
 */
export function PageLoadingStatus() {
  const navigation = useNavigation();
  const text = navigation.state === "loading" ? LOADING_TEXTS[navigation.location.pathname] : undefined;
  return (
    <p role="status" className={text ? "mb-4 text-sm text-muted-foreground" : "sr-only"}>
      {text ?? ""}
    </p>
  );
}
