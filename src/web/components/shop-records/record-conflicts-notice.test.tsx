import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ShopConflict } from "@/shared/schemas/shop-sync";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { conflictFieldLabel } from "./conflict-field-label";
import { RecordConflictsNotice } from "./record-conflicts-notice";

function conflict(overrides: Partial<ShopConflict> = {}): ShopConflict {
  return {
    id: 7,
    collection: "vehicles",
    recordId: "v1",
    field: "owner.phone",
    keptValue: "555-0303",
    overwrittenValue: "555-0202",
    changedBy: "u2",
    changedByName: "Sam Staff",
    changedAt: "2026-03-04T10:15:00.000Z",
    dismissed: false,
    ...overrides,
  };
}

function renderNotice(conflicts: ShopConflict[]) {
  const onPutBack = vi.fn<(conflict: ShopConflict) => void>();
  const onKeep = vi.fn<(conflict: ShopConflict) => void>();
  const customFields = [{ id: "bay", label: "Bay", type: "text" as const }];
  const view = renderWithProviders(
    <RecordConflictsNotice
      conflicts={conflicts}
      fieldLabel={(field) => conflictFieldLabel("vehicles", field, customFields)}
      onPutBack={onPutBack}
      onKeep={onKeep}
    />,
  );
  return { ...view, onPutBack, onKeep };
}

describe("RecordConflictsNotice", () => {
  it("says who changed which field on another device and when, and shows the overwritten value", () => {
    renderNotice([conflict()]);
    const notice = screen.getByRole("region", { name: "Changed on another device" });
    expect(notice).toHaveTextContent(/^Changed on another deviceSam Staff changed Owner Phone on another device on .+\. It was 555-0202 before\./);
    expect(notice.querySelector("time")).toHaveAttribute("dateTime", "2026-03-04T10:15:00.000Z");
  });

  it("Put back and Keep act on their own conflict, each described by its sentence", async () => {
    const first = conflict();
    const second = conflict({ id: 8, field: "customFields.bay", overwrittenValue: "", changedByName: null });
    const { user, onPutBack, onKeep } = renderNotice([first, second]);
    expect(screen.getByText(/Someone changed Bay on another device/)).toHaveTextContent("It was empty before.");

    const putBack = screen.getAllByRole("button", { name: "Put back" });
    expect(putBack[0]).toHaveAccessibleDescription(/Sam Staff changed Owner Phone/);
    await user.click(putBack[0]!);
    expect(onPutBack).toHaveBeenCalledWith(first);

    const keep = screen.getAllByRole("button", { name: "Keep" });
    expect(keep[1]).toHaveAccessibleDescription(/Someone changed Bay/);
    keep[1]!.focus();
    await user.keyboard("{Enter}");
    expect(onKeep).toHaveBeenCalledWith(second);
  });

  it("shows nothing without conflicts", () => {
    renderNotice([]);
    expect(screen.queryByRole("region", { name: "Changed on another device" })).toBeNull();
  });
});
