-- Optimistic concurrency in the console (docs/console.md "Content", "Changed meanwhile"): every CMS block,
-- promotion and news article carries a version that any change of its row moves on (the trigger, so the operator
-- API's writes count too). The editor sends the version it was loaded from; a save or a step made from an older
-- view is refused with 409 `staleView` naming who changed it and when, instead of silently overwriting it.
ALTER TABLE cms_blocks ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE promotions ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE news ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE FUNCTION content_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.version := OLD.version + 1; RETURN NEW; END $$;
CREATE TRIGGER cms_blocks_version BEFORE UPDATE ON cms_blocks FOR EACH ROW EXECUTE FUNCTION content_version_bump();
CREATE TRIGGER promotions_version BEFORE UPDATE ON promotions FOR EACH ROW EXECUTE FUNCTION content_version_bump();
CREATE TRIGGER news_version BEFORE UPDATE ON news FOR EACH ROW EXECUTE FUNCTION content_version_bump();

-- Who changed a target last (the 409's "Changed by … at …") is read from both audit trails by exact target.
CREATE INDEX console_audit_target ON console_audit(target, id);
CREATE INDEX operator_audit_target ON operator_audit(target, id);
