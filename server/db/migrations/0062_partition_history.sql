-- Hand-written (issue 55, "History partitioned"): drizzle-kit does not model PARTITION BY.
-- The audit trail, machine events and notifications become tables partitioned by month (RANGE on
-- their time column, UTC months) with a DEFAULT partition, so no insert ever fails; their rows
-- move over. The schema in server/db/schema keeps the same columns, keys and indexes, so
-- drizzle-kit sees no difference. server/db/partitions.ts calls the two functions below.

-- One month's partition of a partitioned table, named <table>_pYYYYMM, made if missing. Rows of
-- that month already in the DEFAULT partition move into it (a partition cannot be made over them).
CREATE OR REPLACE FUNCTION history_month_partition(parent text, month date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  first timestamptz := make_timestamptz(extract(year FROM month)::int, extract(month FROM month)::int, 1, 0, 0, 0, 'UTC');
  next timestamptz := first + interval '1 month';
  part text := parent || '_p' || to_char(month, 'YYYYMM');
  deflt text := parent || '_default';
  key text;
BEGIN
  IF to_regclass(format('public.%I', part)) IS NOT NULL THEN RETURN; END IF;
  SELECT a.attname INTO STRICT key FROM pg_partitioned_table p
    JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
    WHERE p.partrelid = format('public.%I', parent)::regclass;
  EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part, parent);
  IF to_regclass(format('public.%I', deflt)) IS NOT NULL THEN
    EXECUTE format('WITH moved AS (DELETE FROM public.%I WHERE %I >= %L AND %I < %L RETURNING *) INSERT INTO public.%I SELECT * FROM moved',
      deflt, key, first, key, next, part);
  END IF;
  EXECUTE format('ALTER TABLE public.%I ATTACH PARTITION public.%I FOR VALUES FROM (%L) TO (%L)', parent, part, first, next);
END $$;
--> statement-breakpoint
-- Turns a plain table into one partitioned by month of `key`: same columns, defaults, checks,
-- sequence, indexes and foreign keys (same names), primary key (id, key), a DEFAULT partition and a
-- partition for every month its rows fall in. Foreign keys that reference the table must be gone.
CREATE OR REPLACE FUNCTION history_partition_table(tbl text, key text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  old text := tbl || '_unpartitioned';
  indexes text[];
  fks text[];
  def text;
  month date;
BEGIN
  SELECT coalesce(array_agg(pg_get_indexdef(i.indexrelid)), '{}') INTO indexes FROM pg_index i
    WHERE i.indrelid = format('public.%I', tbl)::regclass AND NOT i.indisprimary;
  SELECT coalesce(array_agg(format('ALTER TABLE public.%I ADD CONSTRAINT %I %s', tbl, c.conname, pg_get_constraintdef(c.oid))), '{}') INTO fks
    FROM pg_constraint c WHERE c.conrelid = format('public.%I', tbl)::regclass AND c.contype = 'f';
  EXECUTE format('ALTER TABLE public.%I RENAME TO %I', tbl, old);
  EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (%I)', tbl, old, key);
  -- The id sequence belongs to the new table, so dropping the old one keeps it and its value.
  EXECUTE format('ALTER SEQUENCE public.%I OWNED BY public.%I.id', tbl || '_id_seq', tbl);
  EXECUTE format('CREATE TABLE public.%I PARTITION OF public.%I DEFAULT', tbl || '_default', tbl);
  FOR month IN EXECUTE format('SELECT DISTINCT date_trunc(''month'', %I AT TIME ZONE ''UTC'')::date FROM public.%I', key, old) LOOP
    PERFORM history_month_partition(tbl, month);
  END LOOP;
  EXECUTE format('INSERT INTO public.%I SELECT * FROM public.%I', tbl, old);
  EXECUTE format('DROP TABLE public.%I', old);
  EXECUTE format('ALTER TABLE public.%I ADD CONSTRAINT %I PRIMARY KEY (id, %I)', tbl, tbl || '_id_' || key || '_pk', key);
  FOREACH def IN ARRAY indexes LOOP EXECUTE def; END LOOP;
  FOREACH def IN ARRAY fks LOOP EXECUTE def; END LOOP;
END $$;
--> statement-breakpoint
SELECT history_partition_table('audit_log', 'at');
--> statement-breakpoint
SELECT history_partition_table('vm_events', 'created_at');
--> statement-breakpoint
-- A read can no longer reference a notification by id alone (the key holds created_at). Reads are
-- written from the notifications they name (server/actions/notifications.ts) and only ever read
-- joined to one, and ids are never reused, so a read left by a deleted notification is inert.
ALTER TABLE "notification_reads" DROP CONSTRAINT "notification_reads_notification_id_notifications_id_fk";
--> statement-breakpoint
SELECT history_partition_table('notifications', 'created_at');
