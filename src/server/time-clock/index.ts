export { startClock, stopClock, ALREADY_STOPPED, NOT_ASSIGNED_CLOCK, type ClockViewer, type StartClockInput, type StopClockInput } from "./clock";
export { addTimeEntry, deleteTimeEntry, editTimeEntry } from "./time-entry-edits";
export { readJobCardTime } from "./read-job-card-time";
