-- Spreads the lookup over many (account, sender) pairs: each request takes a random line of
-- PAIRS_FILE (an API path with its query string). With PACE_MODE=poisson or fixed, the requests also
-- follow pace.lua's timetable (PACE_SCRIPT names it); with PACE_MODE=max, wrk sends at full speed.
local mode = os.getenv("PACE_MODE") or "max"
if mode ~= "max" then
  dofile(os.getenv("PACE_SCRIPT"))
end

local paced_setup, paced_init = setup, init
local threads = 0
local paths = {}

function setup(thread)
  threads = threads + 1
  thread:set("thread_seed", os.time() * 1000 + threads * 7919)
  if paced_setup then paced_setup(thread) end
end

function init(args)
  math.randomseed(thread_seed)
  if paced_init then paced_init(args) end
  for line in io.lines(os.getenv("PAIRS_FILE")) do
    paths[#paths + 1] = line
  end
end

function request()
  return wrk.format(nil, paths[math.random(#paths)])
end
