-- Guests ordering at once, for bench/orders-under-load.ts. One wrk thread per guest, each with its one
-- connection (per-thread state is per-guest state). Every guest places its order at each wave, the same instant on
-- the wall clock for all of them. wrk is C: unlike a Node load generator it leaves the 2 cores to the server.
--
-- When a guest prices its cart (mode):
--   "ahead":    as the checkout does: the cart is priced when the guest opens the last step, and the order is
--               placed once name and phone are typed. Each guest prices at its own moment in the period before
--               the wave (100 ms to period - 100 ms ahead, spread over the guests), then all submit at once.
--   "together": at the wave too, the order the moment the price is answered (a guest who types in no time).
--
-- Arguments (after `--`): the orders path, the menu id, the period between waves in ms, the first wave's time
-- (ms since the epoch), the number of waves, the mode, and a file of gift card codes (one a line, "" for none): the
-- guest of each wave pays with the code of its place in it, priced and ordered with it; and a file of loyalty
-- members' guest tokens (one a line, "" for none): the guest of each place in a wave is that member, and takes the
-- reward "r1" each time. A period shorter than a wave makes a closed loop: each
-- guest orders again as soon as it is answered.
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

-- Per guest (per thread). Globals, so that done() can read them with thread:get.
orders, orderWaves, prices, serverTimes, failures, firstError = {}, {}, {}, {}, 0, ""
local path, menuId, period, firstWave, waves, mode
local codes, tokens = {}, {}
local step = "warm" -- warm → price → order → price …
local wave, sentAt = 0, 0
local body = { price = "", order = "" }
local headers = {}

local ITEMS = 500
-- The cart of bench/orders-under-load.ts's first version: 1 to 6 lines of the 500-item menu, every fourth dish
-- with a size.
local function cart(round)
  local lines = {}
  for i = 0, round % 6 do
    local n = (round * 37 + i * 101) % ITEMS
    local size = (n % 4 == 0) and string.format(',"size":%d', i % 2) or ""
    table.insert(lines, string.format('{"menuId":"%s","itemId":"i%d","quantity":%d%s}', menuId, n, 1 + (round + i) % 3, size))
  end
  return "[" .. table.concat(lines, ",") .. "]"
end

local function nextGuest()
  local round = wave * 1000 + guest
  local kind = (round % 3 == 0) and "DELIVERY" or "PICKUP"
  local items = cart(round)
  -- 73301: the postal code the benchmarks' restaurant delivers to (bench/lib/api.ts orderingMenu).
  local code = codes[wave * 50 + guest]
  local card = code and string.format(',"giftCardCode":"%s"', code) or ""
  local token = tokens[guest]
  if token then card = card .. ',"rewardId":"r1"' end
  body.price = string.format('{"type":"%s","items":%s,"tip":%d,"zip":"73301"%s}', kind, items, round % 500, card)
  body.order = string.format(
    '{"type":"%s","items":%s,"tip":%d,"payment":"CASH","customer":{"name":"Guest %d","phone":"212%07d","address":"1 Main St","zip":"73301"}%s}',
    kind, items, round % 500, round, 2000000 + round, card)
  -- A phone the server takes as real: a New York number (212) whose exchange starts with 2, as numbering plans
  -- require; 555 is no area code, and the server refuses it as a guest would be refused.
  -- A new guest each time: a new address (the limits count per address) and a new Idempotency-Key.
  local address = string.format("10.%d.%d.%d", wave % 250, guest % 250, math.floor(guest / 250))
  headers.price = { ["Content-Type"] = "application/json", ["X-Forwarded-For"] = address }
  headers.order = {
    ["Content-Type"] = "application/json",
    ["X-Forwarded-For"] = address,
    ["Idempotency-Key"] = string.format("bench-%d-%d-%d", firstWave, guest, wave),
  }
  if token then
    headers.price["Authorization"] = "Guest " .. token
    headers.order["Authorization"] = "Guest " .. token
  end
end

function init(args)
  path, menuId, period, firstWave, waves = args[1], args[2], tonumber(args[3]), tonumber(args[4]), tonumber(args[5])
  mode = args[6] or "together"
  if args[7] and args[7] ~= "" then
    for line in io.lines(args[7]) do table.insert(codes, line) end
  end
  if args[8] and args[8] ~= "" then
    for line in io.lines(args[8]) do table.insert(tokens, line) end
  end
  nextGuest()
end

function request()
  if step == "warm" then return wrk.format("GET", "/healthz") end
  sentAt = now()
  if step == "price" then return wrk.format("POST", path .. "/price", headers.price, body.price) end
  return wrk.format("POST", path, headers.order, body.order)
end

function response(status, answerHeaders, answer)
  if step == "warm" then
    step = "price"
    return
  end
  local ms = now() - sentAt
  if status >= 300 then
    failures = failures + 1
    if firstError == "" then firstError = status .. " " .. string.sub(answer, 1, 200) end
  end
  if step == "price" then
    table.insert(prices, ms)
    step = "order"
    return
  end
  table.insert(orders, ms)
  table.insert(orderWaves, wave)
  local timing = answerHeaders["server-timing"] or answerHeaders["Server-Timing"] or ""
  table.insert(serverTimes, tonumber(string.match(timing, "dur=([%d.]+)")) or -1)
  step = "price"
  wave = wave + 1
  nextGuest()
end

-- How long before its wave a guest prices the cart ("ahead"): spread over the period, a different moment for
-- each guest and wave.
local function lead()
  local spread = math.max(1, period - 200)
  return 100 + (guest * 7919 + wave * 104729) % spread
end

-- Before each request. "together": an order goes at once; a price waits for the next wave (the same instant for
-- all guests). "ahead": a price goes at the guest's own moment before its wave; the order waits for the wave. A
-- guest running late goes at once.
function delay()
  if wave >= waves and step == "price" then return 3600 * 1000 end -- done: idle until wrk's time is up
  local t = now()
  if mode == "ahead" then
    if step == "warm" then return 0 end
    local waveAt = firstWave + wave * period
    local at = (step == "price") and (waveAt - lead()) or waveAt
    return math.max(0, math.floor(at - t))
  end
  if step == "order" then return 0 end
  local nextWave = firstWave + math.max(0, math.ceil((t - firstWave) / period)) * period
  return math.max(0, math.floor(nextWave - t))
end

function done(summary)
  local all = { orders = {}, orderWaves = {}, prices = {}, serverTimes = {} }
  local failed, firstErrorSeen = 0, ""
  for _, thread in ipairs(threads) do
    for name, list in pairs(all) do
      for _, value in ipairs(thread:get(name)) do table.insert(list, value) end
    end
    failed = failed + thread:get("failures")
    local error = thread:get("firstError")
    if firstErrorSeen == "" then firstErrorSeen = error end
  end
  for name, list in pairs(all) do io.write(name, " ", table.concat(list, " "), "\n") end
  local e = summary.errors
  io.write("failures ", failed, "\n")
  io.write("socketErrors ", e.connect + e.read + e.write + e.timeout, "\n")
  io.write("firstError ", firstErrorSeen, "\n")
end
