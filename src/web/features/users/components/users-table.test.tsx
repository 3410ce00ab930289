import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeProfile } from "@/web/testing/make-profile";
import { stubScreen } from "@/web/testing/narrow-screen";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { UsersTable } from "./users-table";

const admin = makeProfile();
const applicant = makeProfile({
  userId: "u2",
  name: "Sam Signup",
  email: "sam@example.com",
  username: "sam",
  role: "User",
  requestedRole: "Service Technician",
});

describe("UsersTable on a phone", () => {
  it("shows each user as a card with username, email, role, status and the row's actions by name", () => {
    stubScreen({ narrow: true });
    renderWithProviders(<UsersTable users={[admin, applicant]} currentUserId="u1" />);

    expect(screen.queryByRole("table")).toBeNull();
    const [self, other] = within(screen.getByRole("list", { name: "Users" })).getAllByRole("listitem");
    const own = within(self!);
    expect(own.getByRole("heading", { name: "Ada Admin" })).toBeInTheDocument();
    expect(own.getByText("ada")).toBeInTheDocument();
    expect(own.getByText("ada@example.com")).toBeInTheDocument();
    expect(own.getByText("Admin")).toBeInTheDocument();
    expect(own.getByRole("button", { name: "Edit Ada Admin" })).toBeInTheDocument();
    // No one deactivates themselves.
    expect(own.queryByRole("button", { name: "Deactivate Ada Admin" })).toBeNull();

    const card = within(other!);
    expect(card.getByRole("heading", { name: "Sam Signup" })).toBeInTheDocument();
    expect(card.getByText("Requested: Service Technician")).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Grant Service Technician to Sam Signup" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Edit Sam Signup" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Deactivate Sam Signup" })).toBeInTheDocument();
  });
});
