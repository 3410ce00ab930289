import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Technician } from "@/shared/schemas/technician-responses";
import { TechnicianField } from "./technician-field";

afterEach(cleanup);

const technicians: Technician[] = [
  { userId: "t1", name: "Tom Tech", email: "tom@example.com" },
  { userId: "t2", name: "", email: "nameless@example.com" },
];

const optionTexts = () => within(screen.getByLabelText("Technician")).getAllByRole("option").map((option) => option.textContent);

describe("TechnicianField", () => {
  it("lists the none choice, then each technician by name or else e-mail, and answers the chosen id", async () => {
    const onChange = vi.fn();
    render(<TechnicianField label="Technician" noneLabel="Unassigned" technicians={technicians} value="" onChange={onChange} />);
    expect(optionTexts()).toEqual(["Unassigned", "Tom Tech", "nameless@example.com"]);
    await userEvent.selectOptions(screen.getByLabelText("Technician"), "nameless@example.com");
    expect(onChange).toHaveBeenCalledWith("t2");
  });

  it("keeps the appointment's technician on offer when the list no longer has them", () => {
    const current = { id: "gone", name: "Gina Gone" };
    render(<TechnicianField label="Technician" noneLabel="Unassigned" technicians={technicians} value="gone" onChange={vi.fn()} current={current} />);
    expect(optionTexts()).toEqual(["Unassigned", "Gina Gone", "Tom Tech", "nameless@example.com"]);
    expect(screen.getByLabelText("Technician")).toHaveDisplayValue("Gina Gone");
  });

  it("does not list a current technician twice", () => {
    render(<TechnicianField label="Technician" noneLabel="Unassigned" technicians={technicians} value="t1" onChange={vi.fn()} current={{ id: "t1", name: "Tom Tech" }} />);
    expect(optionTexts()).toEqual(["Unassigned", "Tom Tech", "nameless@example.com"]);
  });

  it("shows its error under the field", () => {
    render(<TechnicianField label="Assigned Technician" noneLabel="Select a technician" technicians={technicians} value="" error="Please assign a service technician" onChange={vi.fn()} />);
    expect(screen.getByLabelText("Assigned Technician")).toHaveAccessibleDescription("Please assign a service technician");
  });
});
