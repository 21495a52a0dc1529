-- Ownership and SCA challenges in expiry order, for the housekeeping that deletes them once they expired more than
-- PLATFORM_CHALLENGE_RETENTION_DAYS ago (DELETE ... WHERE expires_at < ? ORDER BY expires_at LIMIT 1000 reads these
-- indexes instead of the whole tables). Additive and online (InnoDB builds them while the tables take reads and
-- writes), so copies of the previous version keep running during a rolling upgrade.
ALTER TABLE ownership_challenge
    ADD INDEX ownership_challenge_expiry (expires_at),
    ALGORITHM = INPLACE, LOCK = NONE;
ALTER TABLE sca_challenge
    ADD INDEX sca_challenge_expiry (expires_at),
    ALGORITHM = INPLACE, LOCK = NONE;
