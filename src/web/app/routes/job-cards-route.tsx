import { EstimateSection } from "@/web/features/estimates/components/estimate-section";
import { JobCardsPage } from "@/web/features/job-cards/components/job-cards-page";

export default function JobCardsRoute() {
  return <JobCardsPage estimate={(card) => <EstimateSection jobCardId={card.id} />} />;
}
