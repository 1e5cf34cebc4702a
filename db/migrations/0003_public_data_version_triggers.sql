-- Bump the public data version on every change to what anonymous visitors see, so the
-- page cache and the count cache (app/server/page-cache.server.ts, app/models) never serve
-- stale data, whichever process or code path wrote.
INSERT INTO `public_data_version` (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `public_data_version_communities_insert` AFTER INSERT ON `communities` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `public_data_version_communities_update` AFTER UPDATE ON `communities` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `public_data_version_communities_delete` AFTER DELETE ON `communities` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `public_data_version_community_categories_insert` AFTER INSERT ON `community_categories` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `public_data_version_community_categories_update` AFTER UPDATE ON `community_categories` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `public_data_version_community_categories_delete` AFTER DELETE ON `community_categories` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `public_data_version_users_insert` AFTER INSERT ON `users` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `public_data_version_users_update` AFTER UPDATE ON `users` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `public_data_version_users_delete` AFTER DELETE ON `users` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
