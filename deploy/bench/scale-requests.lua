-- wrk script for scale-bench.sh: each request is a random line of PATHS_FILE, so a run spreads over
-- many ids drawn from the database instead of repeating one request. A line is
--   METHOD PATH [BODY]
-- (single spaces; the body, when there is one, is JSON without spaces and is sent as
-- application/json). A file of one line repeats that request.
--
-- Pacing and the tally of answers by status come from payments-common.lua (PACE_MODE=poisson with
-- PACE_RATE per wrk thread follows pace.lua's timetable; BENCH_LABEL names the run in the tally line).
local common = dofile(((debug.getinfo(1, "S").source:match("^@(.*)/[^/]*$")) or ".") .. "/payments-common.lua")

local requests = {}

common.init = function()
  local file = assert(os.getenv("PATHS_FILE"), "PATHS_FILE is not set")
  math.randomseed(os.time() * 1000 + tid * 7919)
  for line in io.lines(file) do
    local method, path, body = line:match("^(%u+) (%S+) ?(%S*)$")
    if method then
      -- wrk.format replaces wrk.headers (the Authorization from -H) with the table it is given: copy them
      local headers = {}
      for k, v in pairs(wrk.headers) do headers[k] = v end
      if body == "" then
        body = nil
      else
        headers["Content-Type"] = "application/json"
      end
      requests[#requests + 1] = wrk.format(method, path, headers, body)
    end
  end
  assert(#requests > 0, "no requests in " .. file)
end

function request()
  return requests[math.random(#requests)]
end
