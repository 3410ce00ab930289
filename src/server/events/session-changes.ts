/**
 * The NOTIFY channel on which the database names a user (the payload is their id) whenever one of
 * their sessions ends or their role or active flag changes; the triggers are in the migrations.
 * Each instance then has that user's open event streams read their session again.
 */
export const SESSIONS_CHANNEL = "autoserv_sessions";

/** Told the id of a user whose sessions or access changed, on any instance. */
export type SessionChangeListener = (userId: string) => void;
