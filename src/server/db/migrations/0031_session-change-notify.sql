-- Resolved sessions are cached for a few seconds in every web process (decision 064). Whatever
-- changes who a session's caller is — the session itself (revoked, switched organization), its
-- user (ban, role, profile fields the caller carries) or the user's memberships — announces the
-- user's id on the `session_change` channel, in the transaction of the change: every process
-- LISTENs and drops that user's cached sessions when it commits. Triggers rather than calls in
-- each use-case, so that Better Auth's own writes (sign-out, ban, set-role, revoke-sessions,
-- set-active organization, member removal) and any future code path are covered alike.
CREATE FUNCTION "notify_session_change_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_change', OLD.id);
  ELSE
    PERFORM pg_notify('session_change', NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_session_change_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('session_change', OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('session_change', NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_session_change" AFTER UPDATE ON "user" FOR EACH ROW
  WHEN ((OLD.role, OLD.banned, OLD.ban_expires, OLD.name, OLD.email, OLD.email_verified, OLD.image, OLD.types, OLD.did_onboard, OLD.feature_flags)
    IS DISTINCT FROM (NEW.role, NEW.banned, NEW.ban_expires, NEW.name, NEW.email, NEW.email_verified, NEW.image, NEW.types, NEW.did_onboard, NEW.feature_flags))
  EXECUTE FUNCTION "notify_session_change_of_user"();
--> statement-breakpoint
CREATE TRIGGER "user_deleted_session_change" AFTER DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "notify_session_change_of_user"();
--> statement-breakpoint
CREATE TRIGGER "session_session_change" AFTER UPDATE ON "session" FOR EACH ROW
  WHEN ((OLD.token, OLD.user_id, OLD.expires_at, OLD.active_organization_id, OLD.impersonated_by)
    IS DISTINCT FROM (NEW.token, NEW.user_id, NEW.expires_at, NEW.active_organization_id, NEW.impersonated_by))
  EXECUTE FUNCTION "notify_session_change_of_row"();
--> statement-breakpoint
CREATE TRIGGER "session_deleted_session_change" AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "notify_session_change_of_row"();
--> statement-breakpoint
CREATE TRIGGER "member_session_change" AFTER INSERT OR UPDATE OR DELETE ON "member" FOR EACH ROW EXECUTE FUNCTION "notify_session_change_of_row"();
