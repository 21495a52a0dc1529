-- wrk script: POST /quotes from the bench customers' USD internal accounts to their USD external
-- accounts (ACCOUNT -> ACCOUNT, lockedCurrencySide SENDING). Used by payments-bench.sh:
--   wrk -t2 -c16 -d20s -s deploy/bench/quote-create.lua -H 'Authorization: Basic ...' "$API/quotes"
--
-- BENCH_PAIRS_FILE      one line per customer: "InternalAccount:... ExternalAccount:..." (more fields
--                       are ignored); each thread's requests go round the customers.
-- QUOTE_AMOUNT          lockedCurrencyAmount in the smallest unit (default 100 = 1.00 USD).
-- PACE_MODE, PACE_RATE, BENCH_LABEL: see payments-common.lua (the timetable of pace.lua).
-- QUOTE_IDS_OUT         when set, pre-creates quotes for quote-execute.lua: each thread writes the id
--                       of every quote it created (201) to QUOTE_IDS_OUT.<thread>, one a line, and
--                       stops once it wrote QUOTE_IDS_PER_THREAD of them (0: runs for wrk's -d).
local common = dofile(((debug.getinfo(1, "S").source:match("^@(.*)/[^/]*$")) or ".") .. "/payments-common.lua")

local requests, turn = {}, 0
local out, quota = nil, 0
captured = 0

common.init = function()
  local pairs_file = assert(os.getenv("BENCH_PAIRS_FILE"), "BENCH_PAIRS_FILE is not set")
  local amount = assert(tonumber(os.getenv("QUOTE_AMOUNT") or "100"), "QUOTE_AMOUNT is not a number")
  wrk.headers["Content-Type"] = "application/json"
  for line in io.lines(pairs_file) do
    local internal, external = line:match("^%s*(%S+)%s+(%S+)")
    if internal then
      local body = string.format('{"source":{"sourceType":"ACCOUNT","accountId":"%s"},'
        .. '"destination":{"destinationType":"ACCOUNT","accountId":"%s"},'
        .. '"lockedCurrencySide":"SENDING","lockedCurrencyAmount":%d}', internal, external, amount)
      requests[#requests + 1] = wrk.format("POST", nil, nil, body)
    end
  end
  assert(#requests > 0, "no account pairs in " .. pairs_file)
  turn = tid   -- the threads start on different customers
  local ids_out = os.getenv("QUOTE_IDS_OUT")
  if ids_out then
    out = assert(io.open(ids_out .. "." .. tid, "w"))
    out:setvbuf("line")
    quota = tonumber(os.getenv("QUOTE_IDS_PER_THREAD") or "0") or 0
  end
end

function request()
  turn = turn % #requests + 1
  return requests[turn]
end

common.response = function(status, body)
  if out and status == 201 then
    local id = body:match('"id"%s*:%s*"(Quote:[^"]+)"')
    if id then
      out:write(id, "\n")
      captured = captured + 1
      if quota > 0 and captured == quota then
        out:flush()
        wrk.thread:stop()
      end
    end
  end
end

common.done = function(threads, label)
  if os.getenv("QUOTE_IDS_OUT") then
    local n = 0
    for _, t in ipairs(threads) do n = n + (t:get("captured") or 0) end
    print(string.format("[bench]   %s: wrote %d quote ids", label, n))
  end
end
