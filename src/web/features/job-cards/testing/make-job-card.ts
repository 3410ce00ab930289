import type { JobCard } from "@/shared/schemas/job-card-responses";

/** A job card as GET /api/job-cards answers it; tests override what they look at. */
export function makeJobCard(overrides: Partial<JobCard> = {}): JobCard {
  return {
    id: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
    serviceTicketId: null,
    ticket: null,
    vin: "1HGCM82633A004352",
    customerName: "Jane Driver",
    customerContact: "555-0100",
    customerId: null,
    serviceDescription: "Replace front brake pads and rotors",
    assignedTechnicianId: "tech-1",
    technician: { userId: "tech-1", name: "Tom Tech", email: "tom@shop.test" },
    status: "Pending",
    estimatedHours: 2.5,
    mileage: null,
    notes: null,
    promisedAt: null,
    createdBy: "u1",
    creator: { name: "Ada Admin", email: "ada@example.com" },
    createdAt: "2025-03-01T09:00:00.000Z",
    updatedAt: "2025-03-01T09:00:00.123Z",
    clockRunning: false,
    clockedSeconds: 0,
    ...overrides,
  };
}
