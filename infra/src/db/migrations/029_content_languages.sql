-- Promotions and news per language (issue 17 §5): like a CMS block's `en_body` / `local_body`, a promotion and a
-- news article get a title and body in the site's local language beside the English `title` / `body`. The
-- player pages show them for PHP and CN when not blank, else the English ones. '' means the operator wrote none.
-- A pending draft (`draft`, migration 028) is the operator write's fields as JSON, so it carries `local_title` /
-- `local_body` itself: no draft columns are needed.
ALTER TABLE promotions ADD COLUMN local_title text NOT NULL DEFAULT '';
ALTER TABLE promotions ADD COLUMN local_body text NOT NULL DEFAULT '';
ALTER TABLE news ADD COLUMN local_title text NOT NULL DEFAULT '';
ALTER TABLE news ADD COLUMN local_body text NOT NULL DEFAULT '';
