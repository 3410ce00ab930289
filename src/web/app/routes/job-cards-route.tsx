import { JobCardsPage } from "@/web/features/job-cards/components/job-cards-page";

export default function JobCardsRoute() {
  return <JobCardsPage />;
}
