-- A record linked to a customer shows the customer's current name and contact, whichever code
-- path changed either (the customer form, merge, the upgrade, a link written by any route), so
-- list search (search_text reads these copies) and every screen stay right. A finalized invoice
-- keeps the parties it froze; only drafts follow their customer.
--
-- The contact shown is the customer's preferred way: the first phone for Phone or Text, the
-- e-mail for Email, each falling back to the other when missing. The same rule, for the web app
-- and the server's own reads, is src/shared/format/customer-contact.ts; a test holds them equal.
CREATE OR REPLACE FUNCTION customer_contact_text(phones jsonb, email text, preferred text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN preferred = 'Email'
    THEN COALESCE(NULLIF(btrim(email), ''), NULLIF(btrim(phones -> 0 ->> 'number'), ''))
    ELSE COALESCE(NULLIF(btrim(phones -> 0 ->> 'number'), ''), NULLIF(btrim(email), ''))
  END
$$;
--> statement-breakpoint
-- Tickets and job cards: a row written with a customer takes the customer's details, whatever
-- name and contact the write carried.
CREATE OR REPLACE FUNCTION follow_linked_customer() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  linked_name text;
  linked_contact text;
BEGIN
  SELECT c.name, customer_contact_text(c.phones, c.email, c.preferred_contact)
    INTO linked_name, linked_contact
    FROM customers c WHERE c.id = NEW.customer_id;
  IF FOUND THEN
    NEW.customer_name := linked_name;
    NEW.customer_contact := linked_contact;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER service_tickets_follow_customer BEFORE INSERT OR UPDATE OF customer_id, customer_name, customer_contact ON service_tickets
FOR EACH ROW WHEN (NEW.customer_id IS NOT NULL) EXECUTE FUNCTION follow_linked_customer();
--> statement-breakpoint
CREATE TRIGGER job_cards_follow_customer BEFORE INSERT OR UPDATE OF customer_id, customer_name, customer_contact ON job_cards
FOR EACH ROW WHEN (NEW.customer_id IS NOT NULL) EXECUTE FUNCTION follow_linked_customer();
--> statement-breakpoint
-- A draft invoice keeps only the name (for its list and search); its parties are read live.
CREATE OR REPLACE FUNCTION invoice_follow_linked_customer() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  linked_name text;
BEGIN
  SELECT c.name INTO linked_name FROM customers c WHERE c.id = NEW.customer_id;
  IF FOUND THEN
    NEW.customer_name := linked_name;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_follow_customer BEFORE INSERT OR UPDATE OF customer_id, customer_name, state ON invoices
FOR EACH ROW WHEN (NEW.customer_id IS NOT NULL AND NEW.state = 'draft') EXECUTE FUNCTION invoice_follow_linked_customer();
--> statement-breakpoint
-- A customer's new name or contact details reach every linked ticket, job card and draft invoice
-- in the statement that changed them. updated_at is left alone: it is the version an open edit
-- form sends back, and the record's own fields did not change.
CREATE OR REPLACE FUNCTION copy_customer_to_linked_records() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  linked_contact text := customer_contact_text(NEW.phones, NEW.email, NEW.preferred_contact);
BEGIN
  UPDATE service_tickets SET customer_name = NEW.name, customer_contact = linked_contact
    WHERE customer_id = NEW.id AND (customer_name IS DISTINCT FROM NEW.name OR customer_contact IS DISTINCT FROM linked_contact);
  UPDATE job_cards SET customer_name = NEW.name, customer_contact = linked_contact
    WHERE customer_id = NEW.id AND (customer_name IS DISTINCT FROM NEW.name OR customer_contact IS DISTINCT FROM linked_contact);
  UPDATE invoices SET customer_name = NEW.name
    WHERE customer_id = NEW.id AND state = 'draft' AND customer_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_copy_to_linked_records AFTER UPDATE OF name, phones, email, preferred_contact ON customers
FOR EACH ROW WHEN (
  OLD.name IS DISTINCT FROM NEW.name OR OLD.phones IS DISTINCT FROM NEW.phones
  OR OLD.email IS DISTINCT FROM NEW.email OR OLD.preferred_contact IS DISTINCT FROM NEW.preferred_contact
) EXECUTE FUNCTION copy_customer_to_linked_records();
