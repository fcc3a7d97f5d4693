-- Each instance caches resolved sessions for a few seconds; these notifications tell every
-- instance (through LISTEN) to drop a cached session the moment it ends or its user changes,
-- whichever code path made the change.
CREATE OR REPLACE FUNCTION acasa_notify_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('acasa_user_changed', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION acasa_notify_user_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION acasa_notify_session_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('acasa_session_ended', OLD.sid);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION acasa_notify_session_ended();
