import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useCurrencySymbol } from "@/web/lib/use-currency-symbol";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { CurrencyTab } from "./currency-tab";

/** Stands for any screen showing money: it reads the configured symbol as they all do. */
function PriceTag() {
  return <output aria-label="Price">{useCurrencySymbol()}79.99</output>;
}

function renderCurrency() {
  return renderWithProviders(
    <>
      <PriceTag />
      <CurrencyTab />
    </>,
  );
}

beforeEach(() => localStorage.clear());

describe("Currency tab", () => {
  it("starts from $ and USD, with the three presets and the browser-only note", () => {
    renderCurrency();
    expect(screen.getByLabelText("Currency Symbol")).toHaveValue("$");
    expect(screen.getByLabelText("Currency Code")).toHaveValue("USD");
    for (const name of ["US Dollar ($ USD)", "Euro (€ EUR)", "British Pound (£ GBP)"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(screen.getByText("These settings are stored only in this browser.")).toBeInTheDocument();
  });

  it("saves a preset and confirms 500 ms later; every amount then shows the symbol", async () => {
    const { user } = renderCurrency();
    await user.click(screen.getByRole("button", { name: "Euro (€ EUR)" }));
    expect(screen.getByLabelText("Currency Symbol")).toHaveValue("€");
    expect(screen.getByLabelText("Currency Code")).toHaveValue("EUR");
    expect(localStorage.getItem("currencySymbol")).toBeNull();

    const savedAt = Date.now();
    await user.click(screen.getByRole("button", { name: "Save Currency Settings" }));
    expect(localStorage.getItem("currencySymbol")).toBe("€");
    expect(localStorage.getItem("currencyCode")).toBe("EUR");
    expect(screen.getByRole("status", { name: "Price" })).toHaveTextContent("€79.99");
    expect(screen.queryByText("Currency Settings Saved")).toBeNull();

    expect(await screen.findByText("Currency Settings Saved")).toBeInTheDocument();
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(450);
  });

  it("upper-cases the code as it is typed and limits the symbol to 5 characters", async () => {
    const { user } = renderCurrency();
    const code = screen.getByLabelText("Currency Code");
    await user.clear(code);
    await user.type(code, "sek");
    expect(code).toHaveValue("SEK");
    expect(screen.getByLabelText("Currency Symbol")).toHaveAttribute("maxLength", "5");
    expect(code).toHaveAttribute("maxLength", "3");

    await user.clear(screen.getByLabelText("Currency Symbol"));
    await user.type(screen.getByLabelText("Currency Symbol"), "kr");
    await user.click(screen.getByRole("button", { name: "Save Currency Settings" }));
    expect(await screen.findByText("Currency Settings Saved")).toBeInTheDocument();
    expect(localStorage.getItem("currencyCode")).toBe("SEK");
    expect(localStorage.getItem("currencySymbol")).toBe("kr");
  });

  it("refuses an empty symbol with the product's message and saves nothing", async () => {
    localStorage.setItem("currencySymbol", "£");
    localStorage.setItem("currencyCode", "GBP");
    const { user } = renderCurrency();
    await user.clear(screen.getByLabelText("Currency Symbol"));
    await user.click(screen.getByRole("button", { name: "Save Currency Settings" }));

    expect(await screen.findByText("Currency symbol and code cannot be empty.")).toBeInTheDocument();
    expect(screen.getByLabelText("Currency Symbol")).toHaveAccessibleDescription(
      expect.stringContaining("Enter a currency symbol, such as $."),
    );
    expect(localStorage.getItem("currencySymbol")).toBe("£");
    expect(screen.getByRole("status", { name: "Price" })).toHaveTextContent("£79.99");
  });

  it("refuses a code that is not 3 letters, under the field", async () => {
    const { user } = renderCurrency();
    await user.clear(screen.getByLabelText("Currency Code"));
    await user.type(screen.getByLabelText("Currency Code"), "U5");
    await user.click(screen.getByRole("button", { name: "Save Currency Settings" }));

    expect(screen.getByLabelText("Currency Code")).toHaveAccessibleDescription(
      expect.stringContaining("The currency code must be exactly 3 letters, such as USD."),
    );
    expect(localStorage.getItem("currencyCode")).toBeNull();
  });
});
