-- wrk script: each request taps the catalog's "Tap me" button over REST
-- (POST /api/v1/sessions/{id}/actions/tap) in a session picked at random from the ids
-- given after `--` on wrk's command line, so no one session's rate limit is reached.
-- Prints the latency percentiles, the rate, and the errors (wrk counts statuses from 400 up).

local ids = {}
local body = '{"identifier":"tapButton"}'
local headers = { ["Content-Type"] = "application/json" }

function init(args)
  for i = 1, #args do ids[#ids + 1] = args[i] end
  if #ids == 0 then error("give the session ids after --") end
  math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)") or "0", 16) % 100000)
end

function request()
  local id = ids[math.random(#ids)]
  return wrk.format("POST", "/api/v1/sessions/" .. id .. "/actions/tap", headers, body)
end

function done(summary, latency, requests)
  io.write(string.format("latency p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
  io.write(string.format("taps/s %.0f, errors (socket) connect %d read %d write %d timeout %d, non-2xx %d\n",
    summary.requests / (summary.duration / 1e6), summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.timeout, summary.errors.status))
end
