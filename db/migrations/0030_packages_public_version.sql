-- A community's packages are on its public page and in its public object (packages_count):
-- any change to them bumps the public data version, as a community's own changes do
-- (0003), so cached public pages are made again whichever code path wrote.
CREATE TRIGGER `public_data_version_packages_insert` AFTER INSERT ON `packages` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `public_data_version_packages_update` AFTER UPDATE ON `packages` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `public_data_version_packages_delete` AFTER DELETE ON `packages` BEGIN
  UPDATE `public_data_version` SET version = version + 1 WHERE id = 1;
END;
