-- The bookings by state in status_counts (the pattern of migrations 0016 and 0024), kept
-- by triggers on every insert, delete and state change: the admin's Bookings tab reads its
-- counts as one lookup instead of walking the state index.
INSERT INTO `status_counts` (subject, status, n)
  SELECT 'bookings', state, count(*) FROM `bookings` GROUP BY state;
--> statement-breakpoint
CREATE TRIGGER `status_counts_bookings_insert` AFTER INSERT ON `bookings` BEGIN
  INSERT INTO `status_counts` (subject, status, n) VALUES ('bookings', new.state, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_bookings_delete` AFTER DELETE ON `bookings` BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'bookings' AND status = old.state;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_bookings_update` AFTER UPDATE OF state ON `bookings`
  WHEN old.state IS NOT new.state BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'bookings' AND status = old.state;
  INSERT INTO `status_counts` (subject, status, n) VALUES ('bookings', new.state, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
