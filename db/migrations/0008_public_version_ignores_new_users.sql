-- A new user has no community yet, so no public page can change when one registers:
-- stop emptying the anonymous page cache at every registration. Updates (approval,
-- names) and deletions of users still count: they can hide or show a community.
DROP TRIGGER IF EXISTS `public_data_version_users_insert`;
