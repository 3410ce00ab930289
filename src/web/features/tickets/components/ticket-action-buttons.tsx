import { ClipboardListIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { Button } from "@/web/components/ui/button";
import { ticketConvertible } from "../utils/ticket-convertible";
import { ticketLabel } from "../utils/ticket-label";
import type { TicketActions } from "./ticket-row";

/**
 * A ticket's actions, the same names in the table's row and on a phone's card: small ghost
 * buttons in a row, outlined thumb-sized ones on a card.
 */
export function TicketActionButtons({ ticket, actions, on }: { ticket: ServiceTicket; actions: TicketActions; on: "row" | "card" }) {
  const label = ticketLabel(ticket);
  const look = on === "row" ? ({ variant: "ghost", className: "size-8" } as const) : ({ variant: "outline", className: "" } as const);
  return (
    <>
      {ticketConvertible(ticket, actions.canConvert) ? (
        <Button
          type="button"
          variant={look.variant}
          size="icon"
          className={look.className}
          aria-label={`Convert ticket ${label} to job card`}
          title="Convert to job card"
          onClick={() => actions.onConvert(ticket)}
        >
          <ClipboardListIcon aria-hidden="true" />
        </Button>
      ) : null}
      <Button
        type="button"
        variant={look.variant}
        size="icon"
        className={look.className}
        aria-label={`View or edit ticket ${label}`}
        title="View/Edit"
        onClick={() => actions.onEdit(ticket)}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      {actions.canDelete ? (
        <Button
          type="button"
          variant={look.variant}
          size="icon"
          className={`${look.className} text-destructive`}
          aria-label={`Delete ticket ${label}`}
          title="Delete"
          onClick={() => actions.onDelete(ticket)}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      ) : null}
    </>
  );
}
