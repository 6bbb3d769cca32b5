-- wrk script for the benchmarks: every request takes the next path of a list in turn (each thread starting at its
-- own offset), and the run ends by printing its figures as one JSON line for bench/lib/wrk-load.ts.
-- The list's file is WRK_PATHS (one path per line); headers come from wrk's -H options.

local threads = {}
local count = 0

function setup(thread)
  count = count + 1
  thread:set("offset", count)
  table.insert(threads, thread)
end

local requests = {}
local next_request = 1

function init(args)
  -- each request is formatted once here, so that sending one costs the load generator next to nothing
  for line in io.lines(os.getenv("WRK_PATHS")) do
    if #line > 0 then requests[#requests + 1] = wrk.format(nil, line) end
  end
  -- threads interleave their starting points so they do not send the same query at the same moment
  next_request = ((offset - 1) * 7919) % #requests + 1
end

function request()
  local request = requests[next_request]
  next_request = next_request % #requests + 1
  return request
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p99Us":%d,"meanUs":%.1f,"maxUs":%d,' ..
      '"non2xx":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"timeouts":%d}\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
    latency.mean, latency.max, errors.status, errors.connect, errors.read, errors.write, errors.timeout))
end
