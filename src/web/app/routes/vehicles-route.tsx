import { BulkUploadDialog } from "@/web/features/imports/components/bulk-upload-dialog";
import { VehiclesPage } from "@/web/features/vehicles/components/vehicles-page";

export default function VehiclesRoute() {
  return <VehiclesPage bulkUpload={<BulkUploadDialog />} />;
}
