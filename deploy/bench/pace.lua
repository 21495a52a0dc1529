-- Paces each wrk connection: after every response it waits PACE_DELAY_MS before the next request
-- (wrk has no fixed-rate mode). connections × 1000 / (delay + latency) ≈ the offered rate.
local delay_ms = tonumber(os.getenv("PACE_DELAY_MS") or "33")
function delay()
  return delay_ms
end
