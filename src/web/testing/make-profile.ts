import type { Profile } from "@/shared/schemas/account-responses";

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: "u1",
    name: "Ada Admin",
    email: "ada@example.com",
    username: "ada",
    shopName: "Main Street Motors",
    role: "Admin",
    requestedRole: null,
    isActive: true,
    notifyEmailBookings: true,
    notifySmsUrgent: false,
    updatedAt: "2025-01-01T10:00:00.000Z",
    ...overrides,
  };
}
