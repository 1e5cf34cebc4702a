-- Lists that cost a page, not the table (docs/decisions/028-lists-at-a-million.md).
--
-- data_versions: one counter per admin list with a search (`users`, `campaigns`), bumped
-- by the triggers below on every write that changes what the list's search finds or
-- counts; the search's counts are cached against it (app/models/count-cache.server.ts).
CREATE TABLE `data_versions` (
	`subject` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `data_versions` (subject, version) VALUES ('users', 0), ('campaigns', 0);
--> statement-breakpoint
CREATE TRIGGER `data_versions_users_insert` AFTER INSERT ON `users` BEGIN
  UPDATE `data_versions` SET version = version + 1 WHERE subject = 'users';
END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_users_delete` AFTER DELETE ON `users` BEGIN
  UPDATE `data_versions` SET version = version + 1 WHERE subject = 'users';
END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_users_update` AFTER UPDATE OF fullname, email, role, approval_status ON `users` BEGIN
  UPDATE `data_versions` SET version = version + 1 WHERE subject = 'users';
END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_campaigns_insert` AFTER INSERT ON `campaigns` BEGIN
  UPDATE `data_versions` SET version = version + 1 WHERE subject = 'campaigns';
END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_campaigns_delete` AFTER DELETE ON `campaigns` BEGIN
  UPDATE `data_versions` SET version = version + 1 WHERE subject = 'campaigns';
END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_campaigns_update` AFTER UPDATE OF state, search_text ON `campaigns` BEGIN
  UPDATE `data_versions` SET version = version + 1 WHERE subject = 'campaigns';
END;
--> statement-breakpoint
-- More of status_counts (migration 0016), kept the same way: the campaigns by state (the
-- admin's Campaigns tabs, GET /api/campaigns' total), the users by role and approval status
-- (`<role>/<status>`: All Users' totals for any role and status filter), and the
-- communities in each category (`<category>`: the search planner weighs a category's list
-- against checking rows one by one, app/models/community-search.server.ts).
INSERT INTO `status_counts` (subject, status, n)
  SELECT 'campaigns', state, count(*) FROM `campaigns` GROUP BY state;
--> statement-breakpoint
INSERT INTO `status_counts` (subject, status, n)
  SELECT 'user_roles', role || '/' || approval_status, count(*) FROM `users` GROUP BY 2;
--> statement-breakpoint
INSERT INTO `status_counts` (subject, status, n)
  SELECT 'community_categories', category, count(*) FROM `community_categories` GROUP BY category;
--> statement-breakpoint
CREATE TRIGGER `status_counts_campaigns_insert` AFTER INSERT ON `campaigns` BEGIN
  INSERT INTO `status_counts` (subject, status, n) VALUES ('campaigns', new.state, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_campaigns_delete` AFTER DELETE ON `campaigns` BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'campaigns' AND status = old.state;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_campaigns_update` AFTER UPDATE OF state ON `campaigns`
  WHEN old.state IS NOT new.state BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'campaigns' AND status = old.state;
  INSERT INTO `status_counts` (subject, status, n) VALUES ('campaigns', new.state, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_user_roles_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `status_counts` (subject, status, n) VALUES ('user_roles', new.role || '/' || new.approval_status, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_user_roles_delete` AFTER DELETE ON `users` BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'user_roles' AND status = old.role || '/' || old.approval_status;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_user_roles_update` AFTER UPDATE OF role, approval_status ON `users`
  WHEN old.role IS NOT new.role OR old.approval_status IS NOT new.approval_status BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'user_roles' AND status = old.role || '/' || old.approval_status;
  INSERT INTO `status_counts` (subject, status, n) VALUES ('user_roles', new.role || '/' || new.approval_status, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_community_categories_insert` AFTER INSERT ON `community_categories` BEGIN
  INSERT INTO `status_counts` (subject, status, n) VALUES ('community_categories', new.category, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_community_categories_delete` AFTER DELETE ON `community_categories` BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'community_categories' AND status = old.category;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_community_categories_update` AFTER UPDATE OF category ON `community_categories`
  WHEN old.category IS NOT new.category BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'community_categories' AND status = old.category;
  INSERT INTO `status_counts` (subject, status, n) VALUES ('community_categories', new.category, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- All Users and Pending Approvals in creation order: the id order (ids are given in
-- creation order), which an index of one column holds within each of its values, and the
-- table itself without a filter. The search walks users_fts by id (newest first) instead
-- of reading every match to sort it by date.
DROP INDEX `users_status_created_idx`;--> statement-breakpoint
DROP INDEX `users_role_created_idx`;--> statement-breakpoint
DROP INDEX `users_created_idx`;--> statement-breakpoint
CREATE INDEX `users_status_idx` ON `users` (`approval_status`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);
