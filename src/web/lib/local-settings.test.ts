import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readLocal, removeLocal, useLocalSetting, writeLocal, writeLocalSettings } from "./local-settings";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("local settings", () => {
  it("reads null for a missing key and the fallback through the hook", () => {
    expect(readLocal("appName")).toBeNull();
    const { result } = renderHook(() => useLocalSetting("appName", "AutoServ"));
    expect(result.current).toBe("AutoServ");
  });

  it("stores strings under the product's keys and updates readers in this tab", () => {
    const { result } = renderHook(() => useLocalSetting("sidebarCollapsed", "false"));

    act(() => {
      expect(writeLocal("sidebarCollapsed", "true")).toBe(true);
    });
    expect(localStorage.getItem("sidebarCollapsed")).toBe("true");
    expect(result.current).toBe("true");

    act(() => removeLocal("sidebarCollapsed"));
    expect(result.current).toBe("false");
  });

  it("keeps an empty string rather than falling back", () => {
    writeLocal("appName", "");
    const { result } = renderHook(() => useLocalSetting("appName", "AutoServ"));
    expect(result.current).toBe("");
  });

  it("follows writes made in another tab", () => {
    const { result } = renderHook(() => useLocalSetting("appName", "AutoServ"));

    act(() => {
      localStorage.setItem("appName", "Torque Garage");
      window.dispatchEvent(new StorageEvent("storage", { key: "appName", newValue: "Torque Garage" }));
    });
    expect(result.current).toBe("Torque Garage");
  });

  it("keeps the previous value and reports failure when storage is full", () => {
    writeLocal("appLogoUrl", "data:image/png;base64,old");
    const { result } = renderHook(() => useLocalSetting("appLogoUrl", ""));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });

    let saved = true;
    act(() => {
      saved = writeLocal("appLogoUrl", "data:image/png;base64,new");
    });
    expect(saved).toBe(false);
    expect(result.current).toBe("data:image/png;base64,old");
    expect(readLocal("appLogoUrl")).toBe("data:image/png;base64,old");
  });

  it("writes several settings as one change, and null forgets a key", () => {
    writeLocal("appLogoUrl", "data:image/png;base64,old");
    const { result } = renderHook(() => useLocalSetting("currencySymbol", "$"));
    act(() => {
      expect(writeLocalSettings({ currencySymbol: "€", currencyCode: "EUR", appLogoUrl: null })).toBe(true);
    });
    expect(result.current).toBe("€");
    expect(readLocal("currencyCode")).toBe("EUR");
    expect(readLocal("appLogoUrl")).toBeNull();
  });

  it("puts back the settings already written when the browser refuses one", () => {
    writeLocalSettings({ currencySymbol: "$", currencyCode: "USD" });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === "currencyCode" && value === "EUR") throw new DOMException("full", "QuotaExceededError");
      setItem.call(this, key, value);
    });

    expect(writeLocalSettings({ currencySymbol: "€", currencyCode: "EUR" })).toBe(false);
    expect(readLocal("currencySymbol")).toBe("$");
    expect(readLocal("currencyCode")).toBe("USD");
  });
});
