import { useState } from "react";
import { useLocation } from "react-router";

export const SETTINGS_TABS = ["profile", "branding", "currency", "shop", "inspections", "notifications", "security", "data"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The user menu's Profile sends state {tab: "profile"}, its Settings {tab: "application"}. */
function tabFromState(state: unknown): SettingsTab {
  const tab = (state as { tab?: unknown } | null)?.tab;
  if (tab === "application") return "branding";
  return SETTINGS_TABS.find((candidate) => candidate === tab) ?? "profile";
}

/**
 * The selected tab. A new navigation (a new location key) selects the tab its state asks for,
 * even when /settings is already open; within one visit the user's own choice holds.
 */
export function useSettingsTab(): [SettingsTab, (tab: string) => void] {
  const location = useLocation();
  const requested = tabFromState(location.state);
  const [choice, setChoice] = useState<{ key: string; tab: SettingsTab }>({ key: location.key, tab: requested });
  const tab = choice.key === location.key ? choice.tab : requested;

  function selectTab(next: string) {
    const known = SETTINGS_TABS.find((candidate) => candidate === next);
    if (known) setChoice({ key: location.key, tab: known });
  }

  return [tab, selectTab];
}
