import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { can } from "@/shared/auth/permissions";
import { useSession } from "@/web/lib/auth/use-session";
import { servicesStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { useListWhile } from "./use-list-while";
import { jobCardSearchQueryOptions, ticketSearchQueryOptions } from "../api/search-server";
import { searchServices, searchVehicles } from "../utils/match-local";
import { jobCardHit, ticketHit } from "../utils/server-hits";
import { SEARCH_GROUP_LABELS, type SearchGroup, type SearchHit } from "../utils/search-hit";

/** A single character matches nearly every ticket: the server is asked from two on. */
export const MIN_SERVER_TERM_LENGTH = 2;

export interface SearchGroupResult {
  group: SearchGroup;
  label: string;
  hits: SearchHit[];
  /** The server part is still being asked. */
  pending: boolean;
  /** Why the server part failed, in a few words; the other groups still show. */
  error: string | null;
}

export interface UniversalSearchResult {
  /** Only the groups the viewer may see, in SEARCH_GROUPS order. */
  groups: SearchGroupResult[];
  hits: SearchHit[];
  pending: boolean;
}

const localGroup = (group: SearchGroup, hits: SearchHit[]): SearchGroupResult => ({
  group,
  label: SEARCH_GROUP_LABELS[group],
  hits,
  pending: false,
  error: null,
});

/**
 * Vehicles and services from this browser, tickets and job cards from the server (only those the
 * viewer's role may list), all matching `term` case-insensitively.
 */
export function useUniversalSearch(term: string): UniversalSearchResult {
  const needle = term.trim();
  const vehicles = useListWhile(vehiclesStore, needle !== "");
  const services = useListWhile(servicesStore, needle !== "");
  const role = useSession().role;
  const serverTerm = needle.length >= MIN_SERVER_TERM_LENGTH ? needle : "";
  const canTickets = can(role, "tickets:list");
  const canJobCards = can(role, "job-cards:list");
  const tickets = useQuery({ ...ticketSearchQueryOptions(serverTerm), enabled: canTickets && serverTerm !== "" });
  const jobCards = useQuery({ ...jobCardSearchQueryOptions(serverTerm), enabled: canJobCards && serverTerm !== "" });

  const vehicleHits = useMemo(() => searchVehicles(vehicles, needle), [vehicles, needle]);
  const serviceHits = useMemo(() => searchServices(services, vehicles, needle), [services, vehicles, needle]);

  return useMemo(() => {
    const groups = [localGroup("vehicles", vehicleHits), localGroup("services", serviceHits)];
    if (canTickets) {
      groups.push({
        ...localGroup("tickets", serverTerm ? (tickets.data?.tickets.map(ticketHit) ?? []) : []),
        pending: serverTerm !== "" && tickets.isPending,
        error: tickets.isError ? "Service tickets could not be searched." : null,
      });
    }
    if (canJobCards) {
      groups.push({
        ...localGroup("jobCards", serverTerm ? (jobCards.data?.jobCards.map(jobCardHit) ?? []) : []),
        pending: serverTerm !== "" && jobCards.isPending,
        error: jobCards.isError ? "Job cards could not be searched." : null,
      });
    }
    return { groups, hits: groups.flatMap((group) => group.hits), pending: groups.some((group) => group.pending) };
  }, [vehicleHits, serviceHits, canTickets, canJobCards, serverTerm, tickets.data, tickets.isPending, tickets.isError, jobCards.data, jobCards.isPending, jobCards.isError]);
}
