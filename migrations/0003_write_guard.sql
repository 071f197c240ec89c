-- A guard a write batch can hold: inserting a row whose `ok` is false aborts the whole batch
-- (one transaction) with the guard's name as the error message. RAISE only works inside a trigger
-- and only takes a literal message, hence a view, its INSTEAD OF trigger, and one line per name.
-- The names are the ones worker/db/guard.ts knows.
CREATE VIEW `write_guard` AS SELECT '' AS `name`, 1 AS `ok`;
--> statement-breakpoint
CREATE TRIGGER `write_guard_check` INSTEAD OF INSERT ON `write_guard`
BEGIN
  SELECT RAISE(ABORT, 'guard:CATALOGUE_CHANGED') WHERE NEW.`name` = 'CATALOGUE_CHANGED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:SETTINGS_CHANGED') WHERE NEW.`name` = 'SETTINGS_CHANGED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:RATE_LIMITED') WHERE NEW.`name` = 'RATE_LIMITED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:REPLAY') WHERE NEW.`name` = 'REPLAY' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:UNAUTHENTICATED') WHERE NEW.`name` = 'UNAUTHENTICATED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:PASSWORD_CHANGE_REQUIRED') WHERE NEW.`name` = 'PASSWORD_CHANGE_REQUIRED' AND NOT NEW.`ok`;
  SELECT RAISE(ABORT, 'guard:UNKNOWN') WHERE NEW.`name` NOT IN ('CATALOGUE_CHANGED', 'SETTINGS_CHANGED', 'RATE_LIMITED', 'REPLAY', 'UNAUTHENTICATED', 'PASSWORD_CHANGE_REQUIRED') AND NOT NEW.`ok`;
END;
