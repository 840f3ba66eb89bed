-- Console content (issue 17 §5). CMS blocks, promotions and news already carry `state` (draft / published,
-- 015_content_writes.sql). What the console adds: a pending draft of a PUBLISHED item. An editor who changes a
-- live page saves the change here (the fields of the operator write, as JSON) while players keep the published
-- version; publishing applies it, discarding drops it. Player reads never look at this column.
ALTER TABLE cms_blocks ADD COLUMN draft jsonb;
ALTER TABLE promotions ADD COLUMN draft jsonb;
ALTER TABLE news ADD COLUMN draft jsonb;

-- Who saved the last change (the staff member's email, or the operator API's actor), shown beside `updated_at`.
ALTER TABLE cms_blocks ADD COLUMN updated_by text NOT NULL DEFAULT '';
ALTER TABLE promotions ADD COLUMN updated_by text NOT NULL DEFAULT '';
ALTER TABLE news ADD COLUMN updated_by text NOT NULL DEFAULT '';
