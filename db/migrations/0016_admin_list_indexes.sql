-- The admin console's tab counts, kept by triggers (docs/decisions/025-admin-list-plans.md):
-- how many applications, briefs and users are in each status, and how many communities
-- are verified or not. A trigger adds one on insert, takes one off on delete and moves one
-- on a status change, whatever process or code path wrote (foreign-key cascades included).
-- A migration that rebuilds one of these tables drops its triggers: it must create them
-- again and recount (the model test compares every count with a COUNT).
CREATE TABLE `status_counts` (
	`subject` text NOT NULL,
	`status` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`subject`, `status`)
);
--> statement-breakpoint
INSERT INTO `status_counts` (subject, status, n)
  SELECT 'applications', status, count(*) FROM `applications` GROUP BY status;
--> statement-breakpoint
INSERT INTO `status_counts` (subject, status, n)
  SELECT 'briefs', status, count(*) FROM `briefs` GROUP BY status;
--> statement-breakpoint
INSERT INTO `status_counts` (subject, status, n)
  SELECT 'users', approval_status, count(*) FROM `users` GROUP BY approval_status;
--> statement-breakpoint
INSERT INTO `status_counts` (subject, status, n)
  SELECT 'communities', CASE WHEN is_verified THEN 'verified' ELSE 'unverified' END, count(*) FROM `communities` GROUP BY 2;
--> statement-breakpoint
CREATE TRIGGER `status_counts_applications_insert` AFTER INSERT ON `applications` BEGIN
  INSERT INTO `status_counts` (subject, status, n) VALUES ('applications', new.status, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_applications_delete` AFTER DELETE ON `applications` BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'applications' AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_applications_update` AFTER UPDATE OF status ON `applications`
  WHEN old.status IS NOT new.status BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'applications' AND status = old.status;
  INSERT INTO `status_counts` (subject, status, n) VALUES ('applications', new.status, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_briefs_insert` AFTER INSERT ON `briefs` BEGIN
  INSERT INTO `status_counts` (subject, status, n) VALUES ('briefs', new.status, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_briefs_delete` AFTER DELETE ON `briefs` BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'briefs' AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_briefs_update` AFTER UPDATE OF status ON `briefs`
  WHEN old.status IS NOT new.status BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'briefs' AND status = old.status;
  INSERT INTO `status_counts` (subject, status, n) VALUES ('briefs', new.status, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_users_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `status_counts` (subject, status, n) VALUES ('users', new.approval_status, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_users_delete` AFTER DELETE ON `users` BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'users' AND status = old.approval_status;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_users_update` AFTER UPDATE OF approval_status ON `users`
  WHEN old.approval_status IS NOT new.approval_status BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'users' AND status = old.approval_status;
  INSERT INTO `status_counts` (subject, status, n) VALUES ('users', new.approval_status, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_communities_insert` AFTER INSERT ON `communities` BEGIN
  INSERT INTO `status_counts` (subject, status, n)
    VALUES ('communities', CASE WHEN new.is_verified THEN 'verified' ELSE 'unverified' END, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_communities_delete` AFTER DELETE ON `communities` BEGIN
  UPDATE `status_counts` SET n = n - 1
    WHERE subject = 'communities' AND status = CASE WHEN old.is_verified THEN 'verified' ELSE 'unverified' END;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_communities_update` AFTER UPDATE OF is_verified ON `communities`
  WHEN old.is_verified IS NOT new.is_verified BEGIN
  UPDATE `status_counts` SET n = n - 1
    WHERE subject = 'communities' AND status = CASE WHEN old.is_verified THEN 'verified' ELSE 'unverified' END;
  INSERT INTO `status_counts` (subject, status, n)
    VALUES ('communities', CASE WHEN new.is_verified THEN 'verified' ELSE 'unverified' END, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- The queue of briefs awaiting approval, oldest first: one page without sorting them all.
CREATE INDEX `briefs_status_created_idx` ON `briefs` (`status`,`created_at`);
