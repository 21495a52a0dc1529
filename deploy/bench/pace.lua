-- Paces each wrk connection to about `rate_per_connection` requests per second
-- (wrk has no fixed-rate mode; delay() spaces the requests of a connection).
local per_connection = tonumber(os.getenv("RATE_PER_CONNECTION") or "50")
function delay()
  return math.floor(1000 / per_connection)
end
