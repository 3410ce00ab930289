export { findInspectionTemplate, listInspectionTemplates, requireInspectionTemplate, BUILT_IN_READ_ONLY, TEMPLATE_NOT_FOUND } from "./template-records";
export { createInspectionTemplate, deleteInspectionTemplate, updateInspectionTemplate } from "./save-template";
export { NO_SUCH_CANNED_JOB } from "./suggested-canned-jobs";
