/**
 * Every job card query starts with this key, so one invalidation (a mutation here, or a live
 * "job-cards" change event) refreshes the lists and any open card alike.
 */
export const jobCardsQueryKey = ["job-cards"] as const;
