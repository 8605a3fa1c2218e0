-- Guests booking tables, for bench/reservations-under-load.ts. One wrk thread per guest with its one connection
-- (per-thread state is per-guest state). wrk is C: unlike a Node load generator it leaves the 2 cores to the
-- server.
--
-- Modes (first argument after `--`):
--   "book":  every guest books at each wave, the same instant on the wall clock for all; wave w books a table
--            for 19:00 on the first day + w, so each wave's 50 fit the restaurant's tables.
--   "times": each guest asks for a day's times with room, then again after a pause of 0 to 1 s (a guest trying
--            days and party sizes far faster than a person taps), the day and the party changing with each call.
-- Then: the business id, the period between waves in ms, the first wave's time (ms since the epoch), the number
-- of waves, the first day ("YYYY-MM-DD" as days since the epoch, a number).
local ffi = require("ffi")
ffi.cdef [[
  struct timeval { long tv_sec; long tv_usec; };
  int gettimeofday(struct timeval *tv, void *tz);
]]
local clock = ffi.new("struct timeval")
local function now()
  ffi.C.gettimeofday(clock, nil)
  return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_usec) / 1000
end

local threads = {}
local count = 0
function setup(thread)
  count = count + 1
  thread:set("guest", count)
  table.insert(threads, thread)
end

times, failures, firstError = {}, 0, ""
local mode, businessId, period, firstWave, waves, firstDay
local warm, wave, sentAt = true, 0, 0

local function day(offset)
  return os.date("!%Y-%m-%d", (firstDay + offset) * 86400)
end

function init(args)
  mode, businessId = args[1], args[2]
  period, firstWave, waves, firstDay = tonumber(args[3]), tonumber(args[4]), tonumber(args[5]), tonumber(args[6])
end

function request()
  if warm then return wrk.format("GET", "/healthz") end
  sentAt = now()
  if mode == "times" then
    local path = string.format("/v1/public/businesses/%s/reservation-times?date=%s&party=%d", businessId,
      day((guest + wave) % 30), 1 + (guest + wave) % 6)
    return wrk.format("GET", path)
  end
  local body = string.format(
    '{"party":%d,"time":"%sT19:00:00+00:00","guest":{"name":"Guest %d","phone":"212%07d"}}',
    1 + guest % 4, day(wave), guest, 2000000 + wave * 100 + guest)
  local headers = {
    ["Content-Type"] = "application/json",
    ["X-Forwarded-For"] = string.format("10.%d.%d.1", wave % 250, guest % 250),
    ["Idempotency-Key"] = string.format("bench-%d-%d-%d", firstWave, guest, wave),
  }
  return wrk.format("POST", "/v1/public/businesses/" .. businessId .. "/reservations", headers, body)
end

function response(status, headers, answer)
  if warm then
    warm = false
    return
  end
  table.insert(times, now() - sentAt)
  if status >= 300 then
    failures = failures + 1
    if firstError == "" then firstError = status .. " " .. string.sub(answer, 1, 200) end
  end
  wave = wave + 1
end

function delay()
  if wave >= waves then return 3600 * 1000 end -- done: idle until wrk's time is up
  if warm then return 0 end
  if mode == "times" then return math.random(0, 1000) end
  local t = now()
  return math.max(0, math.floor(firstWave + wave * period - t))
end

function done(summary)
  local all, failed, first = {}, 0, ""
  for _, thread in ipairs(threads) do
    for _, value in ipairs(thread:get("times")) do table.insert(all, value) end
    failed = failed + thread:get("failures")
    if first == "" then first = thread:get("firstError") end
  end
  local e = summary.errors
  io.write("times ", table.concat(all, " "), "\n")
  io.write("failures ", failed, "\n")
  io.write("socketErrors ", e.connect + e.read + e.write + e.timeout, "\n")
  io.write("firstError ", first, "\n")
end
