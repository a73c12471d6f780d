-- The offer audit trail is append-only (docs/offers.md): the database itself refuses to change or
-- remove an event, whatever code runs, so a signed offer's history can be trusted as written.
CREATE TRIGGER `offer_letter_events_no_update` BEFORE UPDATE ON `offer_letter_events`
BEGIN
  SELECT RAISE(ABORT, 'offer_letter_events is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `offer_letter_events_no_delete` BEFORE DELETE ON `offer_letter_events`
BEGIN
  SELECT RAISE(ABORT, 'offer_letter_events is append-only');
END;
