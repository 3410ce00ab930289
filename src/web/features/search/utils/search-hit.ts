/** The four kinds of record the universal search finds, in the order the results show them. */
export const SEARCH_GROUPS = ["vehicles", "services", "tickets", "jobCards"] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const SEARCH_GROUP_LABELS: Record<SearchGroup, string> = {
  vehicles: "Vehicles",
  services: "Services",
  tickets: "Service Tickets",
  jobCards: "Job Cards",
};

/** One result: what it is, two lines of text, and where picking it goes. */
export interface SearchHit {
  /** Unique across all groups. */
  key: string;
  group: SearchGroup;
  title: string;
  detail: string;
  href: string;
}

/** At most this many results per group (the server lists are asked for no more). */
export const SEARCH_RESULTS_PER_GROUP = 5;
