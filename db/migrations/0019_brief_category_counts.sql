-- The briefs in each status and target category, kept by triggers like the other counts
-- of status_counts (docs/decisions/025-admin-list-plans.md): subject 'brief_categories',
-- status '<status>/<target category>'. The owner's dashboard and Campaigns tabs count
-- from it (a few lookups) instead of walking thousands of index entries per page.
INSERT INTO `status_counts` (subject, status, n)
  SELECT 'brief_categories', status || '/' || target_category, count(*) FROM `briefs` GROUP BY 2;
--> statement-breakpoint
CREATE TRIGGER `status_counts_brief_categories_insert` AFTER INSERT ON `briefs` BEGIN
  INSERT INTO `status_counts` (subject, status, n) VALUES ('brief_categories', new.status || '/' || new.target_category, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_brief_categories_delete` AFTER DELETE ON `briefs` BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'brief_categories' AND status = old.status || '/' || old.target_category;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_brief_categories_update` AFTER UPDATE OF status, target_category ON `briefs`
  WHEN old.status IS NOT new.status OR old.target_category IS NOT new.target_category BEGIN
  UPDATE `status_counts` SET n = n - 1 WHERE subject = 'brief_categories' AND status = old.status || '/' || old.target_category;
  INSERT INTO `status_counts` (subject, status, n) VALUES ('brief_categories', new.status || '/' || new.target_category, 1)
    ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
