import type { JobCardStatus, TicketStatus } from "../constants/statuses";

/** What the ticket and job card endpoints answer; the web app reads these types. */

export interface PersonRef {
  name: string;
  email: string;
}

export interface ServiceTicket {
  id: string;
  vin: string;
  customerName: string | null;
  customerContact: string | null;
  issueDescription: string;
  vehicleId: string | null;
  status: TicketStatus;
  createdBy: string;
  /** The creator's name and e-mail, read joined to the ticket. */
  creator: PersonRef | null;
  createdAt: string;
  updatedAt: string;
}

export interface Technician {
  userId: string;
  name: string;
  email: string;
}

export interface JobCardTicketRef {
  id: string;
  vin: string;
  customerName: string | null;
  issueDescription: string;
}

export interface JobCard {
  id: string;
  serviceTicketId: string | null;
  ticket: JobCardTicketRef | null;
  vin: string | null;
  customerName: string | null;
  customerContact: string | null;
  serviceDescription: string;
  assignedTechnicianId: string | null;
  technician: Technician | null;
  status: JobCardStatus;
  estimatedHours: number | null;
  notes: string | null;
  createdBy: string;
  creator: PersonRef | null;
  createdAt: string;
  updatedAt: string;
}

/** A page of a newest-first list; nextCursor is null on the last page. */
export interface Page {
  nextCursor: string | null;
}
export interface TicketPage extends Page {
  tickets: ServiceTicket[];
}
export interface JobCardPage extends Page {
  jobCards: JobCard[];
}
export interface TechnicianList {
  technicians: Technician[];
}
/** POST /api/tickets/{ticketId}/convert */
export interface ConvertResult {
  ticket: ServiceTicket;
  jobCard: JobCard;
}
