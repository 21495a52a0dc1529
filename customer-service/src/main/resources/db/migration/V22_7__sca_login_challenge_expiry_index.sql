-- SCA login challenges in expiry order, for the housekeeping that deletes them once they expired more than
-- PLATFORM_CHALLENGE_RETENTION_DAYS ago (DELETE ... WHERE expires_at < ? ORDER BY expires_at LIMIT 1000 reads this
-- index instead of the whole table). Additive and online (InnoDB builds it while the table takes reads and writes),
-- so copies of the previous version keep running during a rolling upgrade.
ALTER TABLE sca_login_challenge
    ADD INDEX sca_login_challenge_expiry (expires_at),
    ALGORITHM = INPLACE, LOCK = NONE;
