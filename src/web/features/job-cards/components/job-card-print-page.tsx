import { useState } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon, PrinterIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useJobCard } from "../api/get-job-card";
import { formatDateTime } from "@/web/lib/format-date-time";
import { JobCardDetails } from "./job-card-details";
import { AlertMessage } from "@/web/components/ui/alert-message";

interface JobCardPrintPageProps {
  jobCardId: string;
  /** The shop's name from Branding, printed at the top. */
  shopName: string;
  /** The uploaded logo, as a data URL; nothing is shown when empty. */
  logoUrl?: string;
}

const SIGNATURES = ["Technician", "Customer", "Service Advisor"] as const;

/** A job card laid out for paper: no navigation, and the buttons are hidden when printed. */
export function JobCardPrintPage({ jobCardId, shopName, logoUrl }: JobCardPrintPageProps) {
  const query = useJobCard(jobCardId);
  const card = query.data?.jobCard;
  const [printedAt] = useState(() => new Date().toISOString());

  return (
    <main className="mx-auto max-w-3xl p-4 sm:p-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <Button type="button" disabled={!card} onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          Print
        </Button>
        <Button asChild variant="outline">
          <Link to="/jobcards">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Job Cards
          </Link>
        </Button>
      </div>
      <header className="mb-6 flex items-center gap-4 border-b pb-4">
        {logoUrl ? <img src={logoUrl} alt={`${shopName} logo`} className="max-h-16 max-w-40 object-contain" /> : null}
        <div className="min-w-0">
          <p className="text-2xl font-bold">{shopName}</p>
          <h1 className="text-lg font-semibold">Job Card</h1>
        </div>
      </header>
      {card ? (
        <>
          <JobCardDetails card={card} />
          <section aria-label="Signatures" className="mt-12 grid gap-10 sm:grid-cols-3 print:grid-cols-3">
            {SIGNATURES.map((role) => (
              <div key={role} className="break-inside-avoid">
                <div className="h-12 border-b border-foreground" />
                <p className="mt-1 text-sm">{role} signature</p>
                <p className="mt-4 text-sm">Date: ____________</p>
              </div>
            ))}
          </section>
          <p className="mt-8 text-xs text-muted-foreground">Printed {formatDateTime(printedAt)}</p>
        </>
      ) : query.isError ? <AlertMessage>{query.error.message}</AlertMessage> : (
        <Spinner aria-label="Loading job card" className="size-6" />
      )}
    </main>
  );
}
