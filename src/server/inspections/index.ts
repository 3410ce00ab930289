export { completeInspection, reopenInspection } from "./complete-inspection";
export { cardToRead } from "./inspection-card";
export { addInspectionPhoto, deleteInspectionPhoto } from "./inspection-photos";
export { readInspection } from "./read-inspection";
export { startInspection } from "./start-inspection";
export { updateInspectionItem } from "./update-inspection-item";
export { checkInspectionPhoto, inspectionPhotoBodyLimit } from "./check-inspection-photo";
export { addFindingToEstimate } from "./add-to-estimate";
export { appendFindingJob } from "./finding-job";
