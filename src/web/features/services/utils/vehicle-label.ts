export { vehicleLabel } from "@/shared/format/vehicle-label";
