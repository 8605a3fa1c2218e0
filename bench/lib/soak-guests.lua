-- Guests for bench/soak.ts: each connection waits 10 ms after an answer before asking again, so 20 connections
-- read the page steadily (at most about 2,000 a second) instead of taking the shared cores whole. wrk's
-- latencies leave the wait out.
function delay()
  return 10
end
