// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AlertMessage } from "./alert-message";

afterEach(cleanup);

describe("AlertMessage", () => {
  it("says a failure as an alert", () => {
    render(<AlertMessage>The server could not be reached.</AlertMessage>);
    expect(screen.getByRole("alert").textContent).toBe("The server could not be reached.");
  });

  it.each([null, undefined, false, ""])("draws nothing with nothing to say (%s)", (nothing) => {
    const { container } = render(<AlertMessage>{nothing}</AlertMessage>);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
