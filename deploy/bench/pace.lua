-- Paces each wrk connection: after every response it pauses before sending the next request
-- (wrk has no fixed-rate mode). connections × 1000 / (mean pause + latency) ≈ the offered rate.
--
-- PACE_MODE=poisson (default): each pause is drawn from an exponential distribution with mean
--   PACE_DELAY_MS, so the connections drift apart and the combined arrivals are close to a Poisson
--   stream: the usual model of "N requests per second" from many independent clients.
-- PACE_MODE=fixed: every pause is exactly PACE_DELAY_MS. The connections then stay in step and the
--   server sees all of them at once, then nothing: bursts of one request per connection. The
--   benchmark reports it too, as a harsher pattern than the target describes.
local delay_ms = tonumber(os.getenv("PACE_DELAY_MS") or "33")
local poisson = (os.getenv("PACE_MODE") or "poisson") ~= "fixed"
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("seed", os.time() * 1000 + counter)
end

function init(args)
  math.randomseed(seed)
end

function delay()
  if poisson then
    return math.floor(-delay_ms * math.log(1 - math.random()))
  end
  return delay_ms
end
