import { ESTIMATE_LINK_INVALID_MESSAGE, ESTIMATE_REPLACED_MESSAGE } from "@/shared/constants/estimates";

/** The words of the customer's page, in one place. */
export const WORDS = {
  approve: "Approve",
  decline: "Decline",
  approved: "Approved",
  declined: "Declined",
  yourName: "Your name",
  authorise: "I authorise this work",
  submit: "Submit Decision",
  sending: "Sending...",
  thankYou: "Thank you",
  inspection: "Inspection",
  close: "Close",
  becameJob: "On this estimate as",
  invalid: ESTIMATE_LINK_INVALID_MESSAGE,
  replaced: ESTIMATE_REPLACED_MESSAGE,
  failed: "The estimate could not be loaded. Check your connection and reload the page.",
  notSent: "Your decision could not be sent. Check your connection and try again.",
  chooseEveryJob: "Choose Approve or Decline for every job.",
  nameRequired: "Enter your name.",
  authoriseRequired: "Tick I authorise this work to submit your decision.",
} as const;
