-- Full-text index for the browse search: case-insensitive substring match on name and
-- description, served by FTS5's trigram tokenizer (queries of 3+ characters).
CREATE VIRTUAL TABLE `communities_fts` USING fts5(
  name, description, content='communities', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
INSERT INTO `communities_fts`(rowid, name, description) SELECT id, name, description FROM `communities`;
--> statement-breakpoint
CREATE TRIGGER `communities_fts_ai` AFTER INSERT ON `communities` BEGIN
  INSERT INTO `communities_fts`(rowid, name, description) VALUES (new.id, new.name, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `communities_fts_ad` AFTER DELETE ON `communities` BEGIN
  INSERT INTO `communities_fts`(`communities_fts`, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `communities_fts_au` AFTER UPDATE OF name, description ON `communities` BEGIN
  INSERT INTO `communities_fts`(`communities_fts`, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
  INSERT INTO `communities_fts`(rowid, name, description) VALUES (new.id, new.name, new.description);
END;
