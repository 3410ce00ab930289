import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CUSTOM_FIELD_VALUE_MAX } from "@/shared/schemas/record-limits";
import { sampleVehicles } from "@/web/lib/local-store/sample-data";
import { vehicleCustomFieldsStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { VehicleFormDialog } from "./vehicle-form-dialog";

describe("the vehicle form holds each text to the length the shop keeps", () => {
  beforeEach(() => {
    localStorage.clear();
    vehicleCustomFieldsStore.update(() => [{ id: "fleet", label: "Fleet Number", type: "text" }]);
  });

  it("shows the length message under a custom field whose value is too long, and saves nothing", async () => {
    const vehicle = sampleVehicles()[0]!;
    const { user } = renderWithProviders(<VehicleFormDialog open onOpenChange={() => undefined} vehicle={vehicle} />);
    const fleet = screen.getByLabelText("Fleet Number");
    // Pasted, not typed: the test types 501 characters at once.
    fireEvent.change(fleet, { target: { value: "F".repeat(CUSTOM_FIELD_VALUE_MAX + 1) } });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(`At most ${CUSTOM_FIELD_VALUE_MAX} characters.`)).toBeInTheDocument();
    expect(fleet).toHaveAttribute("aria-invalid", "true");
    expect(fleet).toHaveAccessibleDescription(`At most ${CUSTOM_FIELD_VALUE_MAX} characters.`);
    expect(vehiclesStore.getSnapshot().find((item) => item.id === vehicle.id)?.customFields.fleet).toBeUndefined();
  });

  it("saves a custom field value of the longest length allowed", async () => {
    const vehicle = sampleVehicles()[0]!;
    const { user } = renderWithProviders(<VehicleFormDialog open onOpenChange={() => undefined} vehicle={vehicle} />);
    fireEvent.change(screen.getByLabelText("Fleet Number"), { target: { value: "F".repeat(CUSTOM_FIELD_VALUE_MAX) } });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() => expect(vehiclesStore.getSnapshot().find((item) => item.id === vehicle.id)?.customFields.fleet).toBe("F".repeat(CUSTOM_FIELD_VALUE_MAX)));
  });
});
