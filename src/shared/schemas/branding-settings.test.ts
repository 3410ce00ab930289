import { describe, expect, it } from "vitest";
import { brandingSettingsSchema } from "./branding-settings";

describe("branding settings", () => {
  it("accepts an empty name (the title then falls back) and no logo", () => {
    expect(brandingSettingsSchema.parse({ appName: "   ", appLogoUrl: "" })).toEqual({ appName: "", appLogoUrl: "" });
  });

  it("keeps a trimmed name of up to 50 characters", () => {
    expect(brandingSettingsSchema.parse({ appName: " Torque Garage ", appLogoUrl: "" }).appName).toBe("Torque Garage");
    const long = brandingSettingsSchema.safeParse({ appName: "x".repeat(51), appLogoUrl: "" });
    expect(long.error?.issues[0]?.message).toBe("The application name can be at most 50 characters.");
  });

  it("accepts JPEG, PNG, GIF and SVG logos as base64 data URLs", () => {
    for (const type of ["jpeg", "png", "gif", "svg+xml"]) {
      const appLogoUrl = `data:image/${type};base64,PHN2Zz48L3N2Zz4=`;
      expect(brandingSettingsSchema.parse({ appName: "A", appLogoUrl }).appLogoUrl).toBe(appLogoUrl);
    }
  });

  it("refuses other images, other addresses and logos over 2 MB", () => {
    const message = (appLogoUrl: string) => brandingSettingsSchema.safeParse({ appName: "A", appLogoUrl }).error?.issues[0]?.message;
    expect(message("data:image/webp;base64,AAAA")).toBe("The logo must be a JPG, PNG, GIF or SVG image.");
    expect(message("https://example.com/logo.png")).toBe("The logo must be a JPG, PNG, GIF or SVG image.");
    expect(message("data:text/html;base64,PHNjcmlwdD4=")).toBe("The logo must be a JPG, PNG, GIF or SVG image.");
    expect(message(`data:image/png;base64,${"A".repeat(2_800_000)}`)).toBe("The logo is larger than 2 MB.");
  });
});
