CREATE TABLE probe_change (aggregate_id VARCHAR(100) NOT NULL) ENGINE=InnoDB;
CREATE TABLE handled_event (
    event_id     VARCHAR(64)  NOT NULL,
    aggregate_id VARCHAR(100) NOT NULL,
    event_type   VARCHAR(100) NOT NULL
) ENGINE=InnoDB;
