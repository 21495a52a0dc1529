-- Token ids are compared byte for byte (see common's V1_7): 'SANDBOX', 'sandbox ' and 'sändbox'
-- are not the token 'sandbox'.
ALTER TABLE api_token CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin;
