-- The raw events by batch: removing an expired batch finds its events without a scan of the table.
CREATE INDEX IF NOT EXISTS "view_events_batch_idx" ON "view_events" USING btree ("batch_id");
