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

const NO_EMAIL = "No e-mail on record: the estimate cannot be mailed.";

function NoEmailNote() {
  return <p className="text-sm text-muted-foreground">{NO_EMAIL}</p>;
}

/** The linked customer's e-mail as stored now decides whether the estimate can be mailed. */
function LinkedEmailNote({ customerId }: { customerId: string }) {
  const query = useCustomer(customerId);
  if (query.isError) return <p className="text-sm text-destructive">{query.error.message}</p>;
  return query.data && !query.data.email.trim() ? <NoEmailNote /> : null;
}

/**
 * At the top of the Estimate section, a note when the estimate cannot be mailed: its customer has
 * no e-mail. Whom it is for, and "Change customer", are the repair order header's just above; the
 * section repeats neither, so the page names the customer once.
 */
export function EstimateMailNote({ jobCardId }: { jobCardId: string }) {
  const card = useJobCard(jobCardId).data?.jobCard;
  const { mayOpen } = useCustomerRights();
  if (!card) return null;
  if (card.customerId && mayOpen) return <LinkedEmailNote customerId={card.customerId} />;
  return customerEmail(card.customerContact) ? null : <NoEmailNote />;
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
