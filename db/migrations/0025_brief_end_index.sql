-- The campaign worker's round finds the ACTIVE briefs whose end date has passed
-- (completeEndedBriefs) on this index rather than walking every active brief.
CREATE INDEX `briefs_status_end_idx` ON `briefs` (`status`,`timeline_end`);