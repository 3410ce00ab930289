import type { BadgeColour } from "./statuses";

/** The kinds of estimate line, each with its own fields. */
export const ESTIMATE_LINE_KINDS = ["labor", "part", "fee"] as const;
export type EstimateLineKind = (typeof ESTIMATE_LINE_KINDS)[number];
/** Each kind of line in the words staff screens show: "Labor line", "Remove part line". */
export const ESTIMATE_LINE_KIND_LABELS: Record<EstimateLineKind, string> = { labor: "Labor", part: "Part", fee: "Fee" };

/** What a customer (or staff on their behalf) decides about one job. */
export const ESTIMATE_DECISIONS = ["approved", "declined"] as const;
export type EstimateDecision = (typeof ESTIMATE_DECISIONS)[number];

/** How a decision reached the shop: the customer's link, or staff recording a phone call or a visit. */
export const APPROVAL_METHODS = ["link", "phone", "in person"] as const;
export type ApprovalMethod = (typeof APPROVAL_METHODS)[number];
/** The methods staff may record with Record Approval; "link" is only the customer's own page. */
export const RECORDED_APPROVAL_METHODS = ["phone", "in person"] as const;

/**
 * A job's state, in the words shown on screen. Needs Re-approval: the job was approved and its
 * current total is above the approved amount.
 */
export const ESTIMATE_JOB_STATES = ["Awaiting Approval", "Approved", "Declined", "Needs Re-approval"] as const;
export type EstimateJobState = (typeof ESTIMATE_JOB_STATES)[number];
export const ESTIMATE_JOB_STATE_COLOURS: Record<EstimateJobState, BadgeColour> = {
  "Awaiting Approval": "blue",
  Approved: "green",
  Declined: "red",
  "Needs Re-approval": "yellow",
};

/** One submission of decisions in a word, for Recent Activity. */
export const DECISION_SUMMARIES = ["Approved", "Declined", "Approved in part"] as const;
export type DecisionSummary = (typeof DECISION_SUMMARIES)[number];

/** An estimate link lasts this many days unless the shop sets another lifetime. */
export const DEFAULT_ESTIMATE_LINK_DAYS = 14;
export const MAX_ESTIMATE_LINK_DAYS = 365;

/** Limits that keep every estimate's arithmetic inside whole cents below 2^31. */
export const MAX_ESTIMATE_JOBS = 50;
export const MAX_ESTIMATE_LINES_PER_JOB = 100;
export const MAX_HOURS_TENTHS = 99_999;
export const MAX_QUANTITY_HUNDREDTHS = 999_999;
export const MAX_UNIT_AMOUNT_CENTS = 10_000_000;
export const MAX_ESTIMATE_TOTAL_CENTS = 2_147_483_647;
export const MAX_RATE_BP = 100_000;
export const MAX_CANNED_JOBS = 500;

/** The messages a client shows for an estimate link that cannot be used. */
export const ESTIMATE_LINK_INVALID_MESSAGE = "This estimate link is not valid";
export const ESTIMATE_REPLACED_MESSAGE = "This estimate has been replaced";
export const ESTIMATE_ALREADY_DECIDED_MESSAGE = "A decision has already been made on this estimate.";
