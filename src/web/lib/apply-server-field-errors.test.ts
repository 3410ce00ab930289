import { renderHook } from "@testing-library/react";
import { useForm, type UseFormSetError } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { applyServerFieldErrors } from "./apply-server-field-errors";

type TicketValues = { vin: string; issueDescription: string; parts: { name: string }[] };

/** A real form's values, with setError recording what it was asked. */
function ticketForm() {
  const { result } = renderHook(() =>
    useForm<TicketValues>({ defaultValues: { vin: "", issueDescription: "", parts: [{ name: "" }] } }),
  );
  const set: [string, string | undefined, boolean | undefined][] = [];
  const setError: UseFormSetError<TicketValues> = (name, error, options) => {
    set.push([name, error.message, options?.shouldFocus]);
    result.current.setError(name, error, options);
  };
  return { form: { getValues: result.current.getValues, setError }, set, result };
}

describe("applyServerFieldErrors", () => {
  it("puts each message the error names under the form's field of that name, focusing the first", () => {
    const { form, set, result } = ticketForm();
    const error = new ApiError(400, "validation_failed", "Please correct: vin, parts.0.name.", {
      vin: ["VIN is required."],
      "parts.0.name": ["Name the part."],
    });
    applyServerFieldErrors(error, form);
    expect(set).toEqual([
      ["vin", "VIN is required.", true],
      ["parts.0.name", "Name the part.", false],
    ]);
    expect(result.current.getFieldState("parts.0.name").error?.message).toBe("Name the part.");
  });

  it("leaves out names the form does not hold, and errors without fields", () => {
    const { form, set } = ticketForm();
    applyServerFieldErrors(new ApiError(400, "validation_failed", "Bad.", { _: ["Whole body."], updatedAt: ["Stale."] }), form);
    applyServerFieldErrors(new Error("offline"), form);
    expect(set).toEqual([]);
  });
});
