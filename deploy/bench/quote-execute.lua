-- wrk script: POST /quotes/{id}/execute, each request on a different pre-created quote (a quote is
-- executed once; a second execute is a 409). Used by payments-bench.sh:
--   wrk -t2 -c16 -d20s -s deploy/bench/quote-execute.lua -H 'Authorization: Basic ...' "$API/quotes"
-- (the URL's path is the quotes collection; each request goes to <path>/<id>/execute).
--
-- QUOTE_IDS_FILE     quote ids, one a line (quote-create.lua with QUOTE_IDS_OUT writes them); a file
--                    serves one wrk run: every id in it is executed at most once.
-- BENCH_WRK_THREADS  wrk's -t: thread k takes the lines k, k + t, k + 2t, ... of the file.
-- PACE_MODE, PACE_RATE, BENCH_LABEL: see payments-common.lua (the timetable of pace.lua).
--
-- A thread that has used all its ids stops (its last request goes to /openapi, and its answer
-- is not counted); done() then prints "ran out of pre-created quotes": the run's rate is a lower
-- bound. wrk calls request() once more on thread 0 before the run to check the request's syntax,
-- so one id of that thread is never sent.
local common = dofile(((debug.getinfo(1, "S").source:match("^@(.*)/[^/]*$")) or ".") .. "/payments-common.lua")

local ids, base, last = {}, wrk.path, nil
used = 0
available = 0
exhausted = false

common.init = function()
  local file = assert(os.getenv("QUOTE_IDS_FILE"), "QUOTE_IDS_FILE is not set")
  local nthreads = assert(tonumber(os.getenv("BENCH_WRK_THREADS") or ""), "BENCH_WRK_THREADS is not set")
  assert(tid < nthreads, "BENCH_WRK_THREADS is smaller than wrk's -t")
  wrk.headers["Content-Type"] = "application/json"
  local n = 0
  for line in io.lines(file) do
    local id = line:match("^%s*(%S+)")
    if id then
      if n % nthreads == tid then ids[#ids + 1] = id end
      n = n + 1
    end
  end
  available = #ids
  last = wrk.format("GET", "/openapi", nil, nil)
end

function request()
  if used >= #ids then
    exhausted = true
    wrk.thread:stop()   -- each time: a stop asked before the thread's loop runs (wrk's check) does not hold
    return last
  end
  used = used + 1
  return wrk.format("POST", base .. "/" .. ids[used] .. "/execute", nil, "{}")
end

common.done = function(threads, label)
  local n, of, out = 0, 0, 0
  for _, t in ipairs(threads) do
    n = n + (t:get("used") or 0)
    of = of + (t:get("available") or 0)
    if t:get("exhausted") then out = out + 1 end
  end
  print(string.format("[bench]   %s: took %d of %d pre-created quotes", label, n, of))
  if out > 0 then
    print(string.format("[bench]   %s: ran out of pre-created quotes in %d of %d threads (the rate is a lower bound)",
      label, out, #threads))
  end
end
