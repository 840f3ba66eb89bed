-- Operator-written content (issue 15): a draft/published state and the time of the last change.
ALTER TABLE cms_blocks ADD COLUMN state text NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published'));
ALTER TABLE cms_blocks ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE promotions ADD COLUMN state text NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published'));
ALTER TABLE promotions ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE news ADD COLUMN state text NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published'));
ALTER TABLE news ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
