import { and, asc, eq, gt, lt, type SQL } from "drizzle-orm";
import type { CustomerPhone } from "../../shared/schemas/customers";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { appointments, customers, customerVehicles, profiles } from "../db/schema";
import { ApiError } from "../http/api-error";

export const APPOINTMENT_NOT_FOUND = "No such appointment. It may have been deleted.";

/** An appointment as stored, with its customer's details, vehicle and technician's name. */
export interface StoredAppointment {
  id: string;
  status: (typeof appointments.$inferSelect)["status"];
  source: (typeof appointments.$inferSelect)["source"];
  customerId: string | null;
  customerName: string | null;
  customerPhones: CustomerPhone[] | null;
  customerEmail: string | null;
  request: { name: string; phone: string; email: string; vehicle: string } | null;
  customerVehicleId: string | null;
  vehicleVin: string | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleYear: number | null;
  requestedWork: string;
  expectedHours: number;
  bayId: string | null;
  technicianId: string | null;
  technicianName: string | null;
  startsAt: Date;
  endsAt: Date;
  dropOffAt: Date | null;
  promisedAt: Date | null;
  notes: string;
  ticketId: string | null;
  jobCardId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: appointments.id,
  status: appointments.status,
  source: appointments.source,
  customerId: appointments.customerId,
  customerName: customers.name,
  customerPhones: customers.phones,
  customerEmail: customers.email,
  request: appointments.request,
  customerVehicleId: appointments.customerVehicleId,
  vehicleVin: customerVehicles.vin,
  vehicleMake: customerVehicles.make,
  vehicleModel: customerVehicles.model,
  vehicleYear: customerVehicles.year,
  requestedWork: appointments.requestedWork,
  expectedHours: appointments.expectedHours,
  bayId: appointments.bayId,
  technicianId: appointments.technicianId,
  technicianName: profiles.name,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  dropOffAt: appointments.dropOffAt,
  promisedAt: appointments.promisedAt,
  notes: appointments.notes,
  ticketId: appointments.ticketId,
  jobCardId: appointments.jobCardId,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
};

/** Appointments matching `where`, earliest start first. */
export function selectAppointments(db: Database, where: SQL | undefined): Promise<StoredAppointment[]> {
  return db
    .select(columns)
    .from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(customerVehicles, eq(customerVehicles.id, appointments.customerVehicleId))
    .leftJoin(profiles, eq(profiles.userId, appointments.technicianId))
    .where(where)
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/** Appointments overlapping [from, to). */
export function overlappingWhere(from: Date, to: Date): SQL {
  return and(lt(appointments.startsAt, to), gt(appointments.endsAt, from))!;
}

/** One appointment, or a 404. */
export async function requireAppointment(db: Database, appointmentId: string): Promise<StoredAppointment> {
  if (!isUuid(appointmentId)) throw new ApiError("not_found", APPOINTMENT_NOT_FOUND);
  const [stored] = await selectAppointments(db, eq(appointments.id, appointmentId));
  if (!stored) throw new ApiError("not_found", APPOINTMENT_NOT_FOUND);
  return stored;
}
