-- Per usage journal (one per gateway process, src/store/usage-journal.ts): the last journal line whose
-- usage is in usage_daily/pii_daily, written in the same transaction as that usage, so replaying a
-- journal after a crash adds only what never reached the database.
CREATE TABLE usage_journal_marks (
  journal  text PRIMARY KEY,
  seq      bigint NOT NULL
);
