-- An inspection's start, completion and reopening, and each finding added to the estimate, are
-- logged in the statement that makes them, whichever code path writes it, as a card's status
-- changes are (0015): History reads who, when and what from here. A completion keeps the counts
-- of its items as they were then, so a later reopen and change leaves that line true.
CREATE OR REPLACE FUNCTION log_inspection_started() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_card_events (job_card_id, kind, at, by, detail)
  VALUES (NEW.job_card_id, 'inspection-started', NEW.started_at, NEW.started_by, jsonb_build_object('templateName', NEW.template_name));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inspections_log_started AFTER INSERT ON inspections
FOR EACH ROW EXECUTE FUNCTION log_inspection_started();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_inspection_status_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'Completed' THEN
    INSERT INTO job_card_events (job_card_id, kind, at, by, detail)
    SELECT
      NEW.job_card_id,
      'inspection-completed',
      COALESCE(NEW.completed_at, now()),
      NEW.completed_by,
      jsonb_build_object(
        'ratings', COALESCE((
          SELECT jsonb_object_agg(counted.rating, counted.n)
          FROM (
            SELECT rating, count(*) AS n FROM inspection_items
            WHERE inspection_id = NEW.id AND NOT skipped AND rating IS NOT NULL
            GROUP BY rating
          ) AS counted
        ), '{}'::jsonb),
        'skipped', (SELECT count(*) FROM inspection_items WHERE inspection_id = NEW.id AND skipped)
      );
  ELSIF OLD.status = 'Completed' THEN
    INSERT INTO job_card_events (job_card_id, kind, at, by)
    VALUES (NEW.job_card_id, 'inspection-reopened', COALESCE(NEW.updated_at, now()), NEW.updated_by);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inspections_log_status AFTER UPDATE OF status ON inspections
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION log_inspection_status_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_finding_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_card_events (job_card_id, kind, at, by, detail)
  SELECT inspections.job_card_id, 'finding-added', COALESCE(NEW.updated_at, now()), NEW.updated_by,
    jsonb_build_object('itemName', NEW.name, 'rating', NEW.rating)
  FROM inspections WHERE inspections.id = NEW.inspection_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inspection_items_log_finding_added AFTER UPDATE OF estimate_job_id ON inspection_items
FOR EACH ROW WHEN (NEW.estimate_job_id IS NOT NULL AND OLD.estimate_job_id IS DISTINCT FROM NEW.estimate_job_id) EXECUTE FUNCTION log_finding_added();
