-- Every new account gets its profile in the same transaction (DESIGN.md 3.1): the first account
-- on an install becomes Admin; every later one becomes User, keeping the Initial Role it picked
-- (already checked against the role list by the server) as a request for an Admin to grant.
CREATE OR REPLACE FUNCTION create_profile_for_new_user() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  first_account boolean;
BEGIN
  -- Two sign-ups at once on an empty install: only one of them may see no profiles.
  PERFORM pg_advisory_xact_lock(724301118);
  first_account := NOT EXISTS (SELECT 1 FROM profiles);
  INSERT INTO profiles (user_id, name, email, role, requested_role)
  VALUES (
    NEW.id,
    NEW.name,
    NEW.email,
    CASE WHEN first_account THEN 'Admin' ELSE 'User' END,
    CASE WHEN first_account THEN NULL ELSE NULLIF(NEW.initial_role, 'User') END
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_profile AFTER INSERT ON users
FOR EACH ROW EXECUTE FUNCTION create_profile_for_new_user();
