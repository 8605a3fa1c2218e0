#!/usr/bin/env bash
# No test outcome may depend on the hour of day. This runs the API tests (PGlite) with the whole process's clock
# set to just before and just after midnight in the test businesses' time zone (America/Los_Angeles: the
# factories' businesses are in San Francisco), where "today", "tomorrow", opening hours and order times turn over.
#   bash scripts/clock-check.sh [test files…]      (default: tests/api)
# libfaketime (Debian's `faketime`) moves the wall clock only: the clock starts at that time and runs on, and the
# monotonic clock timers use is left alone. PostgreSQL's server keeps its own clock, hence PGlite; the one file
# that starts its own PostgreSQL instances (several app instances behind nginx) would compare the app's moved clock
# with the server's real one, so it is left out.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v faketime >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
fi
zone=America/Los_Angeles
day=$(TZ=$zone date +%F)
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(tests/api)
status=0
for at in "23:45" "00:15"; do
  # The instant it is $at in the zone today, written in UTC for faketime.
  utc=$(TZ=UTC date -d "TZ=\"$zone\" $day $at" '+%Y-%m-%d %H:%M:%S')
  printf '\n=== API tests at %s %s in %s (%s UTC)\n' "$day" "$at" "$zone" "$utc"
  started=$SECONDS
  if FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "@$utc" env -u DATABASE_URL \
    npx vitest run --project node --exclude tests/api/server/multi-instance.test.ts "${files[@]}"; then
    printf '=== at %s: passed in %ss\n' "$at" "$((SECONDS - started))"
  else
    printf '=== at %s: FAILED after %ss\n' "$at" "$((SECONDS - started))"
    status=1
  fi
done
exit $status
