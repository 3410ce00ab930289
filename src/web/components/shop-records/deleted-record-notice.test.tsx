import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { DeletedRecordNotice } from "./deleted-record-notice";

describe("DeletedRecordNotice", () => {
  it("says who deleted the record and restores it with Restore", async () => {
    const onRestore = vi.fn();
    const { user } = renderWithProviders(
      <DeletedRecordNotice noun="vehicle" deletedByName="Sam Staff" listPath="/vehicles" listLabel="Back to Vehicles" onRestore={onRestore} />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Vehicle Deleted" })).toBeInTheDocument();
    expect(screen.getByText(/^Sam Staff deleted this vehicle\. Its details are kept/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(onRestore).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Back to Vehicles" })).toHaveAttribute("href", "/vehicles");
  });

  it("says the service was deleted when nobody is known", () => {
    renderWithProviders(
      <DeletedRecordNotice noun="service" deletedByName={null} listPath="/services" listLabel="Back to Services" onRestore={() => undefined} />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Service Deleted" })).toBeInTheDocument();
    expect(screen.getByText(/^This service was deleted\./)).toBeInTheDocument();
  });
});
