import { CustomerPicker } from "@/web/features/customers/components/customer-picker";
import { JobCardsPage } from "@/web/features/job-cards/components/job-cards-page";

export default function JobCardsRoute() {
  return <JobCardsPage customerPicker={CustomerPicker} />;
}
