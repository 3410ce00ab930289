import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BrandingTab } from "@/web/features/settings/components/branding-tab";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { NavBrand } from "./nav-brand";

const png = (size = 8) => new File([new Uint8Array(size)], "logo.png", { type: "image/png" });

function renderBranding() {
  // The navigation header beside the tab shows what the rest of the app sees.
  return renderWithProviders(
    <>
      <header aria-label="Navigation header">
        <NavBrand />
      </header>
      <BrandingTab />
    </>,
  );
}

const header = () => screen.getByRole("banner", { name: "Navigation header" });

/** Chooses a file as the browser's picker would, whatever its type (userEvent would filter it). */
function chooseLogo(file: File) {
  fireEvent.change(screen.getByLabelText("Logo"), { target: { files: [file] } });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("Branding tab", () => {
  it("starts from AutoServ and no logo", () => {
    renderBranding();
    expect(screen.getByLabelText("Application Name")).toHaveValue("AutoServ");
    expect(screen.getByRole("button", { name: "Change Logo" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Remove Logo" })).toBeDisabled();
    expect(within(header()).getByText("AutoServ")).toBeInTheDocument();
  });

  it("saves the name and an uploaded logo, which the header then shows", async () => {
    const { user } = renderBranding();
    await user.clear(screen.getByLabelText("Application Name"));
    await user.type(screen.getByLabelText("Application Name"), "Torque Garage");
    await user.upload(screen.getByLabelText("Logo"), png());
    expect(await screen.findByRole("img", { name: "Logo preview" })).toHaveAttribute("src", expect.stringMatching(/^data:image\/png;base64,/));
    // Nothing changes before Save Branding.
    expect(localStorage.getItem("appName")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save Branding" }));

    expect(await screen.findByText("Branding Updated")).toBeInTheDocument();
    expect(localStorage.getItem("appName")).toBe("Torque Garage");
    expect(localStorage.getItem("appLogoUrl")).toMatch(/^data:image\/png;base64,/);
    expect(within(header()).getByRole("img", { name: "Torque Garage logo" })).toBeInTheDocument();
  });

  it("shows an SVG logo only through an img", async () => {
    const { user } = renderBranding();
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "logo.svg", {
      type: "image/svg+xml",
    });
    await user.upload(screen.getByLabelText("Logo"), svg);
    await user.click(await screen.findByRole("button", { name: "Save Branding" }));
    await screen.findByText("Branding Updated");

    expect(document.querySelector("svg script")).toBeNull();
    expect(within(header()).getByRole("img", { name: "AutoServ logo" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );
  });

  it("refuses a logo over 2 MB with File Too Large", async () => {
    renderBranding();
    chooseLogo(png(2 * 1024 * 1024 + 1));
    expect(await screen.findByText("File Too Large")).toBeInTheDocument();
    expect(screen.getByText("Please select a logo image smaller than 2MB.")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Logo preview" })).toBeNull();
  });

  it("refuses a file that is not a JPG, PNG, GIF or SVG", async () => {
    renderBranding();
    chooseLogo(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("Invalid File Type")).toBeInTheDocument();
    expect(screen.getByText("Please select a valid image file (JPG, PNG, GIF, SVG).")).toBeInTheDocument();
    chooseLogo(new File(["RIFF"], "photo.webp", { type: "image/webp" }));
    expect(await screen.findByText("Invalid File Type")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Logo preview" })).toBeNull();
  });

  it("removes the logo, and an empty name falls back to Vehicle Service Management", async () => {
    localStorage.setItem("appName", "Torque Garage");
    localStorage.setItem("appLogoUrl", "data:image/png;base64,AAAA");
    const { user } = renderBranding();
    expect(screen.getByRole("img", { name: "Logo preview" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Logo" }));
    await user.clear(screen.getByLabelText("Application Name"));
    await user.click(screen.getByRole("button", { name: "Save Branding" }));

    expect(await screen.findByText("Branding Updated")).toBeInTheDocument();
    expect(localStorage.getItem("appLogoUrl")).toBeNull();
    expect(localStorage.getItem("appName")).toBe("");
    expect(within(header()).getByText("Vehicle Service Management")).toBeInTheDocument();
  });

  it("keeps the previous branding and says so when the browser's storage is full", async () => {
    localStorage.setItem("appName", "Torque Garage");
    const { user } = renderBranding();
    await user.upload(screen.getByLabelText("Logo"), png());
    await screen.findByRole("img", { name: "Logo preview" });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === "appLogoUrl") throw new DOMException("full", "QuotaExceededError");
      setItem.call(this, key, value);
    });
    await user.clear(screen.getByLabelText("Application Name"));
    await user.type(screen.getByLabelText("Application Name"), "New Name");
    await user.click(screen.getByRole("button", { name: "Save Branding" }));

    expect(await screen.findByText("Could not save branding")).toBeInTheDocument();
    expect(localStorage.getItem("appName")).toBe("Torque Garage");
    expect(localStorage.getItem("appLogoUrl")).toBeNull();
    expect(within(header()).getByText("Torque Garage")).toBeInTheDocument();
  });
});
