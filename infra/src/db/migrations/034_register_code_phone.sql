-- A sign-up code is bound to the phone it was sent to (docs/api.md "TAC codes"): request_new_register writes the
-- canonical number (infra/src/api/domain/phone.ts) here and signup accepts the verified code only for that same
-- number, so an account can no longer be opened with a phone that never received the code. Other codes leave it
-- empty; a register code issued before this migration has none and is refused (it lasts 30 minutes at most).
ALTER TABLE tac_codes ADD COLUMN destination text NOT NULL DEFAULT '';
