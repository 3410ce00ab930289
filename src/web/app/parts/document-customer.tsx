import type { ReactNode } from "react";
import { can } from "@/shared/auth/permissions";
import { customerEmail } from "@/shared/format/customer-contact";
import type { Invoice } from "@/shared/schemas/invoices";
import { useCustomer } from "@/web/features/customers/api/get-customer";
import { CustomerLink } from "@/web/features/customers/components/customer-link";
import { LazyCustomerPicker } from "@/web/features/customers/components/lazy-customer-picker";
import { useJobCard } from "@/web/features/job-cards/api/get-job-card";
import { ChangeCustomerButton } from "@/web/features/job-cards/components/change-customer-button";
import { useSession } from "@/web/lib/auth/use-session";

/**
 * Whom the estimate and invoice are for, put together here: the customer's page, the job card and
 * its "Change customer" are three features' pieces. Changing is for those who price the card's
 * work and may look customers up (as on the repair order's header); linking needs the latter.
 */
function useCustomerRights() {
  const session = useSession();
  const signedIn = session.status === "signed-in";
  const mayOpen = signedIn && can(session.role, "customers:manage");
  return { mayOpen, mayChange: mayOpen && can(session.role, "estimates:edit") };
}

function CustomerName({ customerId, name, mayOpen }: { customerId: string | null; name: string | null; mayOpen: boolean }) {
  const shown = name?.trim() || "N/A";
  return customerId && mayOpen ? <CustomerLink customerId={customerId}>{shown}</CustomerLink> : <>{shown}</>;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The linked customer's e-mail as stored now: where the estimate is mailed. */
function LinkedEmail({ customerId }: { customerId: string }) {
  const query = useCustomer(customerId);
  if (query.isError) return <>{query.error.message}</>;
  if (!query.data) return <span className="text-muted-foreground">Loading…</span>;
  return <>{query.data.email.trim() || "No e-mail on record: the estimate cannot be mailed."}</>;
}

/**
 * At the top of the Estimate section: the customer by name (a link to their page) and the e-mail
 * the estimate is mailed to. The repair order's header, just above, changes the customer of the
 * card, its estimate and its draft invoice: one "Change customer" on the page. Read from the
 * card's own query, so a change shows here and in the header at once.
 */
export function EstimateCustomer({ jobCardId }: { jobCardId: string }) {
  const card = useJobCard(jobCardId).data?.jobCard;
  const { mayOpen } = useCustomerRights();
  if (!card) return null;
  const unlinkedEmail = customerEmail(card.customerContact);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      <Detail term="Estimate for">
        <CustomerName customerId={card.customerId} name={card.customerName} mayOpen={mayOpen} />
      </Detail>
      <Detail term="E-mail">
        {card.customerId && mayOpen ? <LinkedEmail customerId={card.customerId} /> : (unlinkedEmail ?? "No e-mail on record: the estimate cannot be mailed.")}
      </Detail>
    </dl>
  );
}

/** A draft invoice's "Change customer": it changes the card's customer, and the draft follows. */
function InvoiceChangeCustomer({ jobCardId }: { jobCardId: string }) {
  const card = useJobCard(jobCardId).data?.jobCard;
  return card ? <ChangeCustomerButton card={card} picker={LazyCustomerPicker} /> : null;
}

/**
 * The invoice's customer: the name it carries (a draft's is the customer's now, a finalized one's
 * the copy frozen at finalize) as a link to the customer's page, then the contact. Only a draft
 * whose job card still exists can change customer: the customer belongs to the card, and a
 * finalized invoice was billed to whom it names.
 */
export function InvoiceCustomer({ invoice }: { invoice: Invoice }) {
  const { mayOpen, mayChange } = useCustomerRights();
  const { customerName, customerContact } = invoice.parties;
  const changeable = mayChange && invoice.status === "Draft" && invoice.jobCardId !== null;
  return (
    <div className="grid justify-items-start gap-2">
      <span className="whitespace-pre-line">
        <CustomerName customerId={invoice.customerId} name={customerName} mayOpen={mayOpen} />
        {customerContact?.trim() ? `\n${customerContact}` : null}
      </span>
      {changeable && invoice.jobCardId ? <InvoiceChangeCustomer jobCardId={invoice.jobCardId} /> : null}
    </div>
  );
}
