CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
-- The admin's user search (All Users): case-insensitive substring match on name and
-- e-mail through FTS5's trigram tokenizer (3+ characters; shorter ones match a prefix of
-- the e-mail on its unique index). Kept in step with users by the triggers below.
CREATE VIRTUAL TABLE `users_fts` USING fts5(
  fullname, email, content='users', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
INSERT INTO `users_fts`(rowid, fullname, email) SELECT id, fullname, email FROM `users`;
--> statement-breakpoint
CREATE TRIGGER `users_fts_ai` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_fts`(rowid, fullname, email) VALUES (new.id, new.fullname, new.email);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_ad` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_fts`(`users_fts`, rowid, fullname, email) VALUES ('delete', old.id, old.fullname, old.email);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_au` AFTER UPDATE OF fullname, email ON `users` BEGIN
  INSERT INTO `users_fts`(`users_fts`, rowid, fullname, email) VALUES ('delete', old.id, old.fullname, old.email);
  INSERT INTO `users_fts`(rowid, fullname, email) VALUES (new.id, new.fullname, new.email);
END;
