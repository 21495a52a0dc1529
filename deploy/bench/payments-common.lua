-- Shared by quote-create.lua and quote-execute.lua (each loads it with dofile and gets a table back):
-- pacing through pace.lua, a number per wrk thread, a tally of the answers' statuses, and a done()
-- that prints the tally (and what the script adds through common.done) as "[bench]" lines, which
-- payments-bench.sh shows and reads.
--
-- PACE_MODE=poisson|fixed: requests on pace.lua's timetable of PACE_RATE per wrk thread; anything
--   else or unset: no pauses (full speed). Unlike pace.lua alone, unset
--   means full speed here, so the same script serves both kinds of run.
-- BENCH_LABEL: a name for the run in the printed lines.
--
-- wrk gives each thread its own Lua state: setup() and done() run in the main state, init(),
-- request() and response() in the thread's. Globals set here (tid, statuses) are per thread.
local common = {}
common.dir = (debug.getinfo(1, "S").source:match("^@(.*)/[^/]*$")) or "."

local mode = os.getenv("PACE_MODE") or "max"
if mode == "poisson" or mode == "fixed" then
  dofile(common.dir .. "/pace.lua")   -- defines setup, init and delay
end
local pace_setup, pace_init = setup, init
local label = os.getenv("BENCH_LABEL") or "run"
local threads = {}

tid = 0          -- this thread's number, 0-based (set by setup)
statuses = {}    -- status code -> count of answers, in this thread

function setup(thread)
  if pace_setup then pace_setup(thread) end
  thread:set("tid", #threads)
  threads[#threads + 1] = thread
end

function init(args)
  if pace_init then pace_init(args) end
  if common.init then common.init(args) end
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if common.response then common.response(status, body) end
end

function done(summary, latency, requests)
  local total, codes = {}, {}
  for _, t in ipairs(threads) do
    for code, n in pairs(t:get("statuses") or {}) do
      if not total[code] then codes[#codes + 1] = code end
      total[code] = (total[code] or 0) + n
    end
  end
  table.sort(codes)
  local parts = {}
  for _, code in ipairs(codes) do parts[#parts + 1] = code .. "=" .. total[code] end
  print(string.format("[bench]   %s: answers by status: %s", label,
    #parts > 0 and table.concat(parts, " ") or "none"))
  if common.done then common.done(threads, label) end
end

return common
