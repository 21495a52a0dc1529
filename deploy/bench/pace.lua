-- Paces wrk to a schedule: wrk has no fixed-rate mode, so each wrk thread keeps a timetable of
-- PACE_RATE requests per second that its connections share: after each response, the connection
-- takes the next slot and waits until then (not at all when the thread is behind). Threads ×
-- PACE_RATE = the offered rate, whatever the latency, as long as there are enough connections to
-- keep up (connections per thread > PACE_RATE × latency).
--
-- PACE_MODE=poisson (default): the gaps of the timetable are drawn from an exponential distribution,
--   so the combined arrivals of the connections are close to a Poisson stream: the usual model of
--   "N requests per second" from many independent clients.
-- PACE_MODE=fixed: every gap is exactly 1 / PACE_RATE: evenly spaced arrivals, gentler than
--   Poisson (for comparison only).
--
-- wrk measures each request from its send: a thread that fell behind its timetable sends at
-- once, so a stall shows as a burst afterwards, and the achieved rate tells whether the schedule held.
local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } pace_timespec;
  int clock_gettime(int clock, pace_timespec *ts);
]]
local ts = ffi.new("pace_timespec")
local function now_ms()
  ffi.C.clock_gettime(1, ts) -- CLOCK_MONOTONIC
  return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6
end

local gap_ms = 1000 / tonumber(os.getenv("PACE_RATE") or "50")
local poisson = (os.getenv("PACE_MODE") or "poisson") ~= "fixed"
local counter = 0
local next_send = nil

function setup(thread)
  counter = counter + 1
  thread:set("seed", os.time() * 1000 + counter)
end

function init(args)
  math.randomseed(seed)
end

local function gap()
  if poisson then
    return -gap_ms * math.log(1 - math.random())
  end
  return gap_ms
end

function delay()
  local now = now_ms()
  if next_send == nil then
    next_send = now
  end
  next_send = next_send + gap()
  local wait = next_send - now
  if wait < 0 then
    return 0
  end
  return math.floor(wait)
end
