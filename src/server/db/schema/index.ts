export { accounts, sessions, users, verifications } from "./auth";
export { instanceSettings } from "./instance-settings";
export { jobCards, type JobCardRow } from "./job-cards";
export { profiles, type ProfileRow } from "./profiles";
export { serviceTechnicians } from "./service-technicians";
export { serviceTickets, type ServiceTicketRow } from "./service-tickets";
export { rateLimits } from "./rate-limits";
export { jobCardImages, type JobCardImageRow } from "./job-card-images";
export {
  shopServiceCustomFields,
  shopServices,
  shopVehicleCustomFields,
  shopVehicles,
  type ShopCustomFieldRow,
  type ShopServiceRow,
  type ShopVehicleRow,
} from "./shop-records";
export { syncClients, syncConflicts, syncRejections, syncSpace } from "./sync";
export {
  cannedJobs,
  estimateDecisions,
  estimates,
  estimateVersions,
  shopPricing,
  type EstimateDecisionRow,
  type EstimateRow,
  type EstimateVersionRow,
} from "./estimates";
export { invoiceCounter, invoicePayments, invoices, type InvoicePaymentRow, type InvoiceRow } from "./invoices";
export { jobCardEvents, timeEntries, type JobCardEventRow, type TimeEntryRow } from "./time-clock";
export { inspectionItems, inspections, type InspectionItemRow, type InspectionRow } from "./inspections";
export { inspectionTemplates, type InspectionTemplateRow } from "./inspection-templates";
export { keptInspectionPhotos } from "./kept-inspection-photos";
export { inspectionRecommendations, type InspectionRecommendationRow } from "./inspection-recommendations";
export { customerActivity, customers, customerVehicles, type CustomerRow, type CustomerVehicleRow } from "./customers";
export { appointments, shopCalendar, type AppointmentRow } from "./appointments";
export { reminderRuns, reminders, reminderStopTokens, type ReminderRow } from "./reminders";
